// Hostile account input on SQLite and PostgreSQL: look-alike names, text the database cannot hold,
// probing for who exists, and credentials that outlive a password change.
import { DEMO_ACCOUNT } from '@courier/core';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { NUL_MESSAGE } from '../../http/refuseNul.js';
import { accountsApi, STRONG_PASSWORD, type AccountsApi } from '../../../test/accountsApi.js';
import { call } from '../../../test/call.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { NAME_CONTROL_MESSAGE, NAME_INVISIBLE_MESSAGE } from './displayableName.js';
import { API_KEYS_PER_MINUTE } from './routes.js';
import { MAX_API_KEYS_PER_USER, NAME_TAKEN } from './service.js';
import { FREE_ADDRESS_FAILURES } from './signInLock.js';

const registration = (overrides: Record<string, unknown> = {}) => ({
  username: 'ann',
  email: 'ann@example.com',
  password: STRONG_PASSWORD,
  firstName: 'Ann',
  lastName: 'Lee',
  ...overrides,
});

describe.each(TEST_DIALECTS)('account input on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  async function start(): Promise<AccountsApi> {
    server = await startTestServer({ dialect });
    return accountsApi(server);
  }

  // Regression: 'ADMIN' could be registered beside 'admin' and pass for it.
  it('refuses a username that differs from a taken one only in case', async () => {
    const api = await start();
    const ann = await api.register('ann');
    const twin = await api.request(
      'POST',
      '/api/auth/register',
      registration({ username: 'ANN', email: 'x@example.com' }),
    );
    expect(twin).toMatchObject({ status: 409, json: { message: NAME_TAKEN } });
    await api.register('bob');
    const renamed = await api.request('PUT', '/api/auth/profile', { username: 'Bob' }, { token: ann.token });
    expect(renamed.status).toBe(409);
    expect((await api.login('ANN', STRONG_PASSWORD)).json.data.user.username).toBe('ann');
  });

  // Regression: 'josé@…' typed with a combining accent was a second account for the same address.
  it('compares e-mails in Unicode NFC', async () => {
    const api = await start();
    await api.request('POST', '/api/auth/register', registration({ email: 'jos\u00e9@example.com' }));
    const decomposed = 'jose\u0301@example.com';
    const twin = await api.request('POST', '/api/auth/register', registration({ username: 'bob', email: decomposed }));
    expect(twin).toMatchObject({ status: 409, json: { message: NAME_TAKEN } });
    expect((await api.login(decomposed, STRONG_PASSWORD)).status).toBe(200);
  });

  it.each([
    ['a right-to-left override', 'Ann\u202Enimda', NAME_CONTROL_MESSAGE],
    ['a control character', 'Ann\u0007Lee', NAME_CONTROL_MESSAGE],
    ['only zero-width characters', '\u200B\u200D\u2060', NAME_INVISIBLE_MESSAGE],
    ['only a Hangul filler', '\u3164', NAME_INVISIBLE_MESSAGE],
  ])('refuses a name made of %s in registration, profile and API keys', async (_attack, name, message) => {
    const api = await start();
    const { token } = await api.register('bob');
    const replies = [
      await api.request('POST', '/api/auth/register', registration({ firstName: name })),
      await api.request('PUT', '/api/auth/profile', { name }, { token }),
      await api.request('POST', '/api/auth/api-keys', { name }, { token }),
    ];
    for (const reply of replies) expect(reply).toMatchObject({ status: 400, json: { message } });
    expect((await api.request('PUT', '/api/auth/profile', { name: 'Zoë Ångström 李' }, { token })).status).toBe(200);
  });

  // Regression: U+0000 in a sign-in was a 500 on PostgreSQL, before anyone signed in.
  it('answers U+0000 in any text field with 400, signed in or not', async () => {
    const api = await start();
    const { token } = await api.register('bob');
    const admin = await api.demoToken();
    const replies = [
      await api.login('ann\u0000', 'Wrong#Pass9'),
      await api.request('POST', '/api/auth/register', registration({ email: 'a\u0000@example.com' })),
      await api.request('PUT', '/api/auth/profile', { name: 'Bob\u0000' }, { token }),
      await api.request('GET', '/api/admin/users?search=%00', undefined, { token: admin }),
      await api.request('DELETE', '/api/admin/users/%00', undefined, { token: admin }),
    ];
    for (const reply of replies) expect(reply).toMatchObject({ status: 400, json: { message: NUL_MESSAGE } });
  });

  // Regression: registering names one after another told anyone which ones exist, without limit.
  it('throttles probing for taken names like failed sign-ins', async () => {
    const api = await start();
    await api.register('ann');
    const probe = (i: number) =>
      api.request('POST', '/api/auth/register', registration({ email: `probe${i}@example.com` }));
    for (let i = 0; i < FREE_ADDRESS_FAILURES; i++) expect((await probe(i)).status).toBe(409);
    expect((await probe(99)).status).toBe(429);
  });

  // Regression: API keys kept working after the password change meant to shut out a thief.
  it('ends every API key with a password change', async () => {
    const api = await start();
    const { token } = await api.register('ann');
    const created = await api.request('POST', '/api/auth/api-keys', { name: 'CI' }, { token });
    const apiKey = created.json.data.apiKey as string;
    await api.request(
      'POST',
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'Fresh#Pass1' },
      { token },
    );
    expect((await api.request('GET', '/api/auth/profile', undefined, { apiKey })).status).toBe(401);
  });

  it(`keeps at most ${MAX_API_KEYS_PER_USER} API keys per user and rate-limits their creation`, async () => {
    const api = await start();
    const ann = await api.register('ann');
    const create = (token: string) => api.request('POST', '/api/auth/api-keys', { name: 'k' }, { token });
    for (let i = 0; i < API_KEYS_PER_MINUTE; i++) expect((await create(ann.token)).status).toBe(201);
    expect((await create(ann.token)).status).toBe(429);

    const bob = await api.register('bob');
    await server!.db
      .insertInto('api_keys')
      .values(
        Array.from({ length: MAX_API_KEYS_PER_USER }, (_, i) => ({
          id: `k${i}`,
          user_id: bob.id,
          name: `k${i}`,
          key_hash: `hash${i}`,
          prefix: 'ck_',
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const over = await create(bob.token);
    expect(over).toMatchObject({ status: 409, json: { code: 'CONFLICT' } });
  });

  // Regression: concurrent creations each counted the keys before any was added and passed the cap.
  it(`never passes ${MAX_API_KEYS_PER_USER} API keys when creations race`, async () => {
    const api = await start();
    const ann = await api.register('ann');
    const existing = MAX_API_KEYS_PER_USER - 3;
    await server!.db
      .insertInto('api_keys')
      .values(
        Array.from({ length: existing }, (_, i) => ({
          id: `k${i}`,
          user_id: ann.id,
          name: `k${i}`,
          key_hash: `hash${i}`,
          prefix: 'ck_',
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const replies = await Promise.all(
      Array.from({ length: API_KEYS_PER_MINUTE }, () =>
        api.request('POST', '/api/auth/api-keys', { name: 'race' }, { token: ann.token }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(3);
    const keys = await server!.db.selectFrom('api_keys').select('id').where('user_id', '=', ann.id).execute();
    expect(keys).toHaveLength(MAX_API_KEYS_PER_USER);
  });

  // Regression: 'ADMIN' beside 'admin' — two registrations racing past the check must not both land.
  it('lets only one of two racing registrations of one name in different case through', async () => {
    const api = await start();
    const replies = await Promise.all([
      api.request(
        'POST',
        '/api/auth/register',
        registration({ username: 'twin', email: 'a@example.com' }),
        {},
        '127.0.0.2',
      ),
      api.request(
        'POST',
        '/api/auth/register',
        registration({ username: 'TWIN', email: 'b@example.com' }),
        {},
        '127.0.0.3',
      ),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    const twins = await server!.db
      .selectFrom('users')
      .select('username')
      .where((eb) => eb(eb.fn('lower', ['username']), '=', 'twin'))
      .execute();
    expect(twins).toHaveLength(1);
  });

  // Regression: a DNS-rebinding page signed in as the demo administrator and used the admin API.
  it('refuses account and admin calls addressed to another host or from another origin in local mode', async () => {
    const api = await start();
    const { port } = new URL(server!.url);
    const login = (headers: Record<string, string>) =>
      call(`${server!.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ identifier: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password }),
      });
    expect((await login({ host: `rebound.example:${port}` })).status).toBe(403);
    expect((await login({ origin: 'http://evil.example' })).status).toBe(403);
    const admin = await api.demoToken();
    const stats = await call(`${server!.url}/api/admin/stats`, {
      headers: { host: `rebound.example:${port}`, authorization: `Bearer ${admin}` },
    });
    expect(stats.status).toBe(403);
    expect((await login({ origin: `http://127.0.0.1:${port}` })).status).toBe(200);
  });
});
