// Response analysis on SQLite and PostgreSQL, fed through the real /api/proxy: what a send records
// (environment, body cap, settings, retention), the listing's filters and cursor, and one user's
// records out of another's reach.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BASE, HOUR, analysisHarness, sha256 } from '../../../test/analysisHarness.js';
import { BIG_BODY_BYTES } from '../../../test/analysisUpstream.js';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { sweepExpiredResponses } from './retentionJob.js';
import { NOT_KEPT_MESSAGE } from './service.js';

describe.each(TEST_DIALECTS)('response recording on %s', (dialect) => {
  const { start, send, list, insert, db, upstreamUrl } = analysisHarness(dialect);

  it('records each send with its method, URL, status, timing, size and environment, newest first', async () => {
    const api = await start();
    await send('/users/1', { environment: 'Staging EU' });
    await send('/users/2', { method: 'POST' });
    const missing = await send('/status/404', { environment: 'production' });
    expect(missing.status).toBe(404);

    const page = await list(api);
    expect(page.total).toBe(3);
    expect(page.nextCursor).toBeNull();
    expect(page.environments).toEqual(['production', 'Staging EU']);
    expect(
      page.items.map((item) => [
        item.request.method,
        item.request.url,
        item.response.status,
        item.metadata.environment,
      ]),
    ).toEqual([
      ['GET', `${upstreamUrl()}/status/404`, 404, 'production'],
      ['POST', `${upstreamUrl()}/users/2`, 200, null],
      ['GET', `${upstreamUrl()}/users/1`, 200, 'Staging EU'],
    ]);
    const first = page.items[2]!;
    expect(first.performance.total).toBeGreaterThan(0);
    expect(first.response.bodyKept).toBe(true);

    const body = JSON.stringify({ id: '1', name: 'Ada', tags: ['math'], active: true });
    const entry = await api.request('GET', `${BASE}/cache/${first.id}`);
    expect(entry.json.data).toMatchObject({
      body,
      bodyHash: sha256(body),
      performance: { size: { response: Buffer.byteLength(body) } },
      response: { contentType: 'application/json', bodyKept: true },
    });
    expect(entry.json.data.response.headers).toContainEqual(['x-version', '1']);
  });

  it('filters exactly (environment in any case) and pages newest first by cursor', async () => {
    const api = await start();
    await insert(
      Array.from({ length: 120 }, (_, index) => ({
        method: index % 2 ? 'POST' : 'GET',
        status: index % 3 ? 200 : 500,
        environment: index < 10 ? 'Staging' : null,
        environment_key: index < 10 ? 'staging' : null,
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(api, { limit: 50, cursor });
      expect(page.total).toBe(120);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(120);
    // Row n was recorded n seconds ago: newest first is row00000, row00001, …
    expect(seen).toEqual([...seen].sort());

    expect((await list(api, { environment: 'STAGING' })).total).toBe(10);
    expect((await list(api, { method: 'POST' })).total).toBe(60);
    expect((await list(api, { status: 500 })).total).toBe(40);
    expect(
      (await list(api, { method: 'POST', status: '500', environment: 'staging' })).items.map((item) => item.id),
    ).toEqual(['row00003', 'row00009']);
    expect((await list(api, { method: 'get' })).total).toBe(0);
    const bad = await api.request('POST', `${BASE}/cache`, { cursor: 'not-a-cursor' });
    expect([bad.status, bad.json.error]).toEqual([
      400,
      'This page cursor is not valid: start again from the first page',
    ]);
  });

  it('keeps a body past the cap as its hash and size only, and says so when asked to validate or infer', async () => {
    const api = await start();
    expect((await api.request('PUT', `${BASE}/settings`, { bodyCapBytes: 1000 })).json.data).toEqual({
      recording: true,
      bodyCapBytes: 1000,
      retentionDays: 7,
      maxEntries: 10000,
      redactNames: [],
    });
    await send('/text/1000');
    await send('/text/1001');
    const [over, within] = (await list(api)).items;
    expect([over!.response.bodyKept, within!.response.bodyKept]).toEqual([false, true]);
    const entry = (await api.request('GET', `${BASE}/cache/${over!.id}`)).json.data;
    expect([entry.body, entry.bodyHash, entry.performance.size.response]).toEqual([
      null,
      sha256('a'.repeat(1001)),
      1001,
    ]);

    const schema = await api.request('POST', `${BASE}/schemas`, { name: 'Any', schema: { type: 'string' } });
    const validation = await api.request('POST', `${BASE}/validate`, {
      responseId: over!.id,
      schemaId: schema.json.data.id,
    });
    expect([validation.status, validation.json.error]).toEqual([400, NOT_KEPT_MESSAGE]);
    expect(NOT_KEPT_MESSAGE).toBe(
      "This response's body was not kept (larger than the recording cap), so it cannot be validated",
    );
    const inferred = await api.request('POST', `${BASE}/schemas/infer`, { responseIds: [over!.id] });
    expect([inferred.status, inferred.json.error]).toEqual([
      400,
      `Cannot infer a schema from response …${over!.id.slice(-8)}: its body was not kept (larger than the recording cap)`,
    ]);
  });

  // 50 MB crosses the proxy and is read back as JSON by the test: seconds on a busy machine.
  it('records a 50 MB response by its hash and size only', { timeout: 90_000 }, async () => {
    const api = await start({ responseLimitBytes: 64 * 1024 * 1024, proxyTimeoutMs: 60_000 });
    await send('/big');
    const [entry] = (await list(api)).items;
    expect([entry!.response.bodyKept, entry!.performance.size.response]).toEqual([false, BIG_BODY_BYTES]);
    const full = (await api.request('GET', `${BASE}/cache/${entry!.id}`)).json.data;
    expect(full.bodyHash).toBe(createHash('sha256').update(Buffer.alloc(BIG_BODY_BYTES, 0x61)).digest('hex'));
  });

  it('records nothing while recording is off, and again once it is back on', async () => {
    const api = await start();
    await api.request('PUT', `${BASE}/settings`, { recording: false });
    await send('/users/1');
    expect((await list(api)).total).toBe(0);
    await api.request('PUT', `${BASE}/settings`, { recording: true });
    await send('/users/2');
    expect((await list(api)).items.map((item) => item.request.url)).toEqual([`${upstreamUrl()}/users/2`]);
    const refused = await api.request('PUT', `${BASE}/settings`, { maxEntries: 0 });
    expect(refused.status).toBe(400);
  });

  it('keeps at most maxEntries and nothing older than retentionDays, baselines aside', async () => {
    const api = await start();
    await insert([
      { id: 'old', cached_at: new Date(Date.now() - 8 * 24 * HOUR).toISOString() },
      { id: 'oldBaseline', cached_at: new Date(Date.now() - 9 * 24 * HOUR).toISOString(), baseline: 1 },
    ]);
    await api.request('PUT', `${BASE}/settings`, { maxEntries: 3 });
    for (let index = 1; index <= 5; index++) await send(`/users/${index}`);
    const { items } = await list(api);
    expect(items.map((item) => item.request.url)).toEqual([
      `${upstreamUrl()}/users/5`,
      `${upstreamUrl()}/users/4`,
      `${upstreamUrl()}/users/3`,
      'http://api.test/items',
    ]);
    expect(items[3]!.id).toBe('oldBaseline');
  });

  it("sweeps entries past each owner's retention days hourly, even from owners who stopped sending", async () => {
    const api = await start();
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * HOUR).toISOString();
    await api.request('PUT', `${BASE}/settings`, { retentionDays: 2 });
    await insert([
      { id: 'kept', cached_at: daysAgo(1) },
      { id: 'pastTwoDays', cached_at: daysAgo(3) },
      { id: 'baseline', cached_at: daysAgo(30), baseline: 1 },
    ]);
    await insert(
      [
        { id: 'withinSeven', cached_at: daysAgo(6) },
        { id: 'pastSeven', cached_at: daysAgo(8) },
      ],
      'someone-else',
    );
    expect(await sweepExpiredResponses(db(), new Date())).toBe(2);
    expect((await list(api)).items.map((item) => item.id)).toEqual(['kept', 'baseline']);
    const others = await db()
      .selectFrom('analysis_responses')
      .select('id')
      .where('owner_id', '=', 'someone-else')
      .execute();
    expect(others.map((row) => row.id)).toEqual(['withinSeven']);
  });

  it("keeps one user's records from another: no listing, no compare, no validate, no reading by id", async () => {
    const api = await start({ mode: 'hosted', proxyAllowlist: ['127.0.0.1'] });
    const ann = await api.register('ann');
    const bob = await api.register('bob');
    const asAnn = { token: ann.token };
    const asBob = { token: bob.token };
    await send('/users/1', { as: asAnn });
    await send('/users/2', { as: asAnn });
    await send('/users/3', { as: asBob });
    const [a2, a1] = (await list(api, {}, asAnn)).items;
    const annSchema = (await api.request('POST', `${BASE}/schemas`, { name: 'Ann', schema: { type: 'object' } }, asAnn))
      .json.data;
    const bobSchema = (await api.request('POST', `${BASE}/schemas`, { name: 'Bob', schema: { type: 'object' } }, asBob))
      .json.data;
    const [b1] = (await list(api, {}, asBob)).items;

    expect((await list(api, {}, asBob)).total).toBe(1);
    const attempts = [
      await api.request('GET', `${BASE}/cache/${a1!.id}`, undefined, asBob),
      await api.request('DELETE', `${BASE}/cache/${a1!.id}`, undefined, asBob),
      await api.request('GET', `${BASE}/cache/${a1!.id}/drift`, undefined, asBob),
      await api.request('POST', `${BASE}/cache/${a1!.id}/baseline`, { baseline: true }, asBob),
      await api.request('POST', `${BASE}/compare`, { response1Id: a1!.id, response2Id: a2!.id }, asBob),
      await api.request('POST', `${BASE}/compare`, { response1Id: b1!.id, response2Id: a2!.id }, asBob),
      await api.request('POST', `${BASE}/validate`, { responseId: a1!.id, schemaId: bobSchema.id }, asBob),
      await api.request('POST', `${BASE}/validate`, { responseId: b1!.id, schemaId: annSchema.id }, asBob),
      await api.request('POST', `${BASE}/schemas/infer`, { responseIds: [a1!.id] }, asBob),
      await api.request('DELETE', `${BASE}/schemas/${annSchema.id}`, undefined, asBob),
    ];
    expect(attempts.map((reply) => reply.status)).toEqual(Array(10).fill(404));
    expect(attempts[0]!.json.error).toBe('Cached response not found');
    expect((await api.request('DELETE', `${BASE}/cache/clear`, undefined, asBob)).json.data).toEqual({ cleared: 1 });
    expect((await list(api, {}, asAnn)).total).toBe(2);
    expect((await api.request('GET', `${BASE}/schemas`, undefined, asAnn)).json.data).toHaveLength(1);
    expect((await api.request('GET', `${BASE}/performance/stats/24h`, undefined, asBob)).json.data.requestCount).toBe(
      0,
    );
  });

  it("records a signed-in user's sends in local mode for them, not for the local identity", async () => {
    const api = await start();
    const ann = await api.register('ann');
    await send('/users/1', { as: { token: ann.token } });
    await send('/users/2');
    expect((await list(api, {}, { token: ann.token })).items.map((item) => item.request.url)).toEqual([
      `${upstreamUrl()}/users/1`,
    ]);
    expect((await list(api)).items.map((item) => item.request.url)).toEqual([`${upstreamUrl()}/users/2`]);
  });

  it('asks a signed-out caller in hosted mode to sign in', async () => {
    const api = await start({ mode: 'hosted' });
    const reply = await api.request('POST', `${BASE}/cache`, {});
    expect([reply.status, reply.json.error]).toEqual([401, 'Sign in to use response analysis']);
    expect((await api.request('GET', `${BASE}/performance/stats/24h`)).status).toBe(401);
  });
});
