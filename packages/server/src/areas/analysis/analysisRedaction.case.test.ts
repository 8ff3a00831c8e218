// Response recording keeps no secrets, on SQLite and PostgreSQL: a send through the real /api/proxy
// to a debug echo that repeats every credential it was sent and mints its own, then every analysis
// call that shows recordings, and the stored rows themselves, hold none of them.
import { REDACTED } from '@courier/core';
import { describe, expect, it } from 'vitest';
import type { AccountsApi } from '../../../test/accountsApi.js';
import { BASE, analysisHarness } from '../../../test/analysisHarness.js';
import { MINTED_SESSION, MINTED_TOKEN } from '../../../test/analysisUpstream.js';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';

const QUERY_TOKEN = 'query-token-a81f';
const BEARER = 'bearer-token-c02d';
const API_KEY = 'api-key-value-7e44';
const COOKIE = 'cookie-value-3b9a';
const URL_PASSWORD = 'url-password-61d0';
const SECRET_VARIABLE = 'secret-variable-f5e2';
const TENANT_PIN = 'tenant-pin-0d3c';
const BASIC = Buffer.from(`ada:${URL_PASSWORD}`).toString('base64');

describe.each(TEST_DIALECTS)('response recording keeps no secrets on %s', (dialect) => {
  const { start, send, list, db } = analysisHarness(dialect);

  const sendWithCredentials = () =>
    send(`/echo?access_token=${QUERY_TOKEN}&page=1`, {
      method: 'POST',
      userinfo: `ada:${URL_PASSWORD}`,
      headers: [
        { name: 'Authorization', value: `Bearer ${BEARER}` },
        { name: 'X-Api-Key', value: API_KEY },
        { name: 'Cookie', value: `sid=${COOKIE}` },
      ],
      body: `{"note":"${SECRET_VARIABLE}"}`,
      secretValues: [SECRET_VARIABLE],
    });

  /** Every text the owner can read about their recordings: listing, entries, drift, comparisons, export. */
  async function everythingShown(api: AccountsApi): Promise<string> {
    const { items } = await list(api);
    const [first, second] = items;
    if (!first || !second) throw new Error('Two sends are recorded first');
    const baseline = await api.request('POST', `${BASE}/cache/${second.id}/baseline`, { baseline: true });
    const shown = [
      JSON.stringify(items),
      baseline.text,
      (await api.request('GET', `${BASE}/cache/${first.id}`)).text,
      (await api.request('GET', `${BASE}/cache/${second.id}`)).text,
      (await api.request('GET', `${BASE}/cache/${first.id}/drift`)).text,
      (await api.request('POST', `${BASE}/compare`, { response1Id: first.id, response2Id: second.id })).text,
      (await api.request('GET', `${BASE}/comparisons`)).text,
      (await api.request('GET', `${BASE}/export?includeCache=true`)).text,
      JSON.stringify(await db().selectFrom('analysis_responses').selectAll().execute()),
    ];
    return shown.join('\n');
  }

  it('stores no token of the URL, no credential header, cookie, URL password or secret variable, even echoed back', async () => {
    const api = await start();
    const echoed = await sendWithCredentials();
    // The user still sees the whole reply of their own send: only what is recorded is redacted.
    expect(echoed.body).toContain(BEARER);
    await sendWithCredentials();

    const shown = await everythingShown(api);
    for (const secret of [
      QUERY_TOKEN,
      BEARER,
      API_KEY,
      COOKIE,
      URL_PASSWORD,
      BASIC,
      SECRET_VARIABLE,
      MINTED_TOKEN,
      MINTED_SESSION,
    ]) {
      expect(shown).not.toContain(secret);
    }
    const entry = (await api.request('GET', `${BASE}/cache/${(await list(api)).items[0]!.id}`)).json.data;
    expect(entry.request.url).toMatch(
      new RegExp(`^http://ada:\\[redacted\\]@.*/echo\\?access_token=\\[redacted\\]&page=1$`),
    );
    expect(entry.response.headers).toContainEqual(['x-auth-token', REDACTED]);
    expect(entry.response.headers).toContainEqual(['set-cookie', `session=${REDACTED}; Path=/; HttpOnly`]);
    expect(entry.body).toContain(`authorization: ${REDACTED}\nx-api-key: ${REDACTED}\ncookie: sid=${REDACTED}`);
    expect(entry.body).toContain(`{"note":"${REDACTED}"}`);
  });

  it('redacts the names a user adds in the settings from the sends recorded after, and refuses a name that is not one', async () => {
    const api = await start();
    const saved = await api.request('PUT', `${BASE}/settings`, { redactNames: ['tenant-pin', ' Tenant-PIN '] });
    expect(saved.status).toBe(200);
    expect(saved.json.data.redactNames).toEqual(['tenant-pin']);
    expect((await api.request('GET', `${BASE}/settings`)).json.data.redactNames).toEqual(['tenant-pin']);

    await send(`/echo?tenantPin=${TENANT_PIN}`, { headers: [{ name: 'X-Tenant-Pin', value: TENANT_PIN }] });
    const [entry] = (await list(api)).items;
    expect(entry!.request.url).toMatch(/\/echo\?tenantPin=\[redacted\]$/);
    expect((await api.request('GET', `${BASE}/cache/${entry!.id}`)).text).not.toContain(TENANT_PIN);

    const refused = await api.request('PUT', `${BASE}/settings`, { redactNames: ['tenant pin'] });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(
      'Invalid request body: redactNames.0: A name to redact holds only letters, digits, -, _ and .',
    );
  });

  it('redacts an imported entry that an older export or a hand-edited file holds a credential in', async () => {
    const api = await start();
    const imported = await api.request('POST', `${BASE}/import`, {
      format: 'courier-analysis',
      version: 1,
      schemas: [],
      cache: [
        {
          id: 'old-entry',
          request: { method: 'GET', url: `http://api.test/me?access_token=${QUERY_TOKEN}` },
          response: { status: 200, headers: [['X-Auth-Token', MINTED_TOKEN]], contentType: 'text/plain' },
          metadata: { cachedAt: new Date().toISOString() },
          performance: { total: 5, size: { response: 40 } },
          body: `token ${QUERY_TOKEN}, issued ${MINTED_TOKEN}`,
          bodyHash: '0'.repeat(64),
        },
      ],
    });
    expect(imported.json.data.imported.cache).toBe(1);
    const entry = await api.request('GET', `${BASE}/cache/old-entry`);
    expect(entry.json.data.body).toBe(`token ${REDACTED}, issued ${REDACTED}`);
    expect(entry.text).not.toContain(QUERY_TOKEN);
    expect(entry.text).not.toContain(MINTED_TOKEN);
  });
});
