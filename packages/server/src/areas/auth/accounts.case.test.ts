// Accounts through the whole stack on SQLite and PostgreSQL: the messages users see, and the
// attacks an account API must withstand (injection, hostile bodies, forged tokens, guessing).
import { DEMO_ACCOUNT } from '@courier/core';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { accountsApi, STRONG_PASSWORD, type AccountsApi } from '../../../test/accountsApi.js';
import { startTestServer, TEST_CONFIG, type TestServer } from '../../../test/startTestServer.js';
import { ATTEMPTS_PER_WINDOW } from './routes.js';
import { seedAccounts } from './seed.js';
import { NAME_TAKEN } from './service.js';
import { FREE_ACCOUNT_FAILURES } from './signInLock.js';
import { createTokenSigner } from './tokens.js';

const SQL_INJECTIONS = ["' OR '1'='1", "admin'--", "x'; DROP TABLE users; --", '" OR ""="'];

const registration = (overrides: Record<string, unknown> = {}) => ({
  username: 'ann',
  email: 'ann@example.com',
  password: STRONG_PASSWORD,
  firstName: 'Ann',
  lastName: 'Lee',
  ...overrides,
});

describe.each(TEST_DIALECTS)('accounts on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  async function start(config: Parameters<typeof startTestServer>[0] = {}): Promise<AccountsApi> {
    server = await startTestServer({ dialect, ...config });
    return accountsApi(server);
  }

  it('registers, signs in by username or e-mail, and reads and edits the profile', async () => {
    const api = await start();
    const registered = await api.request('POST', '/api/auth/register', { ...registration(), confirmPassword: 'x' });
    expect(registered.status).toBe(201);
    expect(registered.json).toMatchObject({
      success: true,
      data: {
        token: expect.any(String),
        user: {
          username: 'ann',
          email: 'ann@example.com',
          name: 'Ann Lee',
          role: 'user',
          isActive: true,
          isLocked: false,
          profile: { firstName: 'Ann', lastName: 'Lee', avatar: null },
        },
      },
    });
    expect(JSON.stringify(registered.json)).not.toMatch(/password|hash|token_version/i);

    for (const identifier of ['ann', 'ANN@example.com']) {
      const { status, json } = await api.login(identifier, STRONG_PASSWORD);
      expect(status).toBe(200);
      expect(json.data.user.username).toBe('ann');
    }
    const { token } = (await api.login('ann', STRONG_PASSWORD)).json.data;
    const profile = await api.request('GET', '/api/auth/profile', undefined, { token });
    expect(profile.json.data.user).toMatchObject({ username: 'ann', lastLogin: expect.any(String) });

    const updated = await api.request(
      'PUT',
      '/api/auth/profile',
      { name: 'Ann B. Lee', email: 'ann.lee@example.com', username: 'ann_lee', avatar: 'https://img.example/a.png' },
      { token },
    );
    expect(updated.json).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      data: {
        user: {
          name: 'Ann B. Lee',
          email: 'ann.lee@example.com',
          username: 'ann_lee',
          avatar: 'https://img.example/a.png',
        },
      },
    });
    expect((await api.login('ann_lee', STRONG_PASSWORD)).status).toBe(200);
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'ann lee' }, 'Username can only contain letters, numbers, and underscores'],
    [{ username: undefined }, 'Username is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 42 }, 'Email is required'],
    [{ password: 'Ab1!' }, 'Password must be at least 8 characters'],
    [{ password: 'abcdefgh' }, 'Password is too weak. Please use a stronger password'],
    [{ password: undefined }, 'Password is required'],
    [{ firstName: '  ' }, 'First name is required'],
    [{ lastName: undefined }, 'Last name is required'],
  ])('refuses registration %j with the message users see', async (overrides, message) => {
    const api = await start();
    const { status, json } = await api.request('POST', '/api/auth/register', registration(overrides));
    expect(status).toBe(400);
    expect(json).toEqual({ success: false, message, code: 'VALIDATION_FAILED' });
  });

  it('refuses a second account with the same username or e-mail', async () => {
    const api = await start();
    await api.request('POST', '/api/auth/register', registration());
    const sameName = await api.request('POST', '/api/auth/register', registration({ email: 'other@example.com' }));
    expect(sameName).toMatchObject({
      status: 409,
      json: { message: NAME_TAKEN, code: 'CONFLICT' },
    });
    const sameEmail = await api.request(
      'POST',
      '/api/auth/register',
      registration({ username: 'other', email: 'ANN@example.com' }),
    );
    expect(sameEmail.json.message).toBe(NAME_TAKEN);
  });

  it.each([
    [{ identifier: '', password: 'secret1' }, 'Email or username is required'],
    [{ identifier: 'ann' }, 'Password is required'],
    [{ identifier: 'ann', password: '' }, 'Password is required'],
    [{ identifier: 'ann', password: '12345' }, 'Password must be at least 6 characters'],
  ])('refuses login %j with the message users see', async (body, message) => {
    const api = await start();
    const { status, json } = await api.request('POST', '/api/auth/login', body);
    expect(status).toBe(400);
    expect(json.message).toBe(message);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const api = await start();
    await api.register('ann');
    const wrong = await api.login('ann', 'Wrong#Pass9');
    const unknown = await api.login('nobody', 'Wrong#Pass9');
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ success: false, message: 'Invalid credentials', code: 'UNAUTHENTICATED' });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.json).toEqual(wrong.json);
  });

  it('treats SQL-injection strings as plain text in every field', async () => {
    const api = await start();
    const { token } = await api.register('ann');
    for (const attack of SQL_INJECTIONS) {
      expect((await api.login(attack, attack.padEnd(8, 'x'))).json.message).toBe('Invalid credentials');
      expect((await api.login('ann', attack.padEnd(8, 'x'))).status).toBe(401);
      const odd = await api.request(
        'POST',
        '/api/auth/register',
        registration({ username: attack, email: `${attack}@x.io` }),
      );
      expect(odd.status).toBe(400);
      const named = await api.request('POST', '/api/auth/api-keys', { name: attack }, { token });
      expect(named.json.data.key.name).toBe(attack);
      const renamed = await api.request('PUT', '/api/auth/profile', { name: attack }, { token });
      expect(renamed.json.data.user.name).toBe(attack);
    }
    expect((await api.login('ann', STRONG_PASSWORD)).status).toBe(200);
  });

  it('refuses oversized, malformed and wrongly typed bodies with a clear message', async () => {
    const api = await start();
    const big = await api.request('POST', '/api/auth/register', registration({ firstName: 'x'.repeat(20_000) }));
    expect(big).toMatchObject({ status: 413, json: { code: 'PAYLOAD_TOO_LARGE' } });
    const broken = await api.request('POST', '/api/auth/login', '{"identifier":');
    expect(broken.json).toMatchObject({ message: 'Request body is not valid JSON', code: 'VALIDATION_FAILED' });
    const list = await api.request('POST', '/api/auth/login', [1, 2]);
    expect(list.json.message).toBe('Request body must be a JSON object');
    const typed = await api.request('POST', '/api/auth/login', { identifier: { $ne: '' }, password: ['x'] });
    expect(typed.json.message).toBe('Email or username is required');
    const long = await api.request('POST', '/api/auth/register', registration({ password: `Aa1!${'x'.repeat(300)}` }));
    expect(long.json.message).toBe('Password must be at most 256 characters');
  });

  it('changes the password, ending tokens issued before it', async () => {
    const api = await start();
    const { token } = await api.register('ann');
    const short = await api.request(
      'POST',
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: '12345' },
      { token },
    );
    expect(short.json.message).toBe('New password must be at least 6 characters');
    const wrong = await api.request(
      'POST',
      '/api/auth/change-password',
      { currentPassword: 'Nope#1234', newPassword: 'Fresh#Pass1' },
      { token },
    );
    expect(wrong).toMatchObject({ status: 400, json: { message: 'Current password is incorrect' } });
    const missing = await api.request('POST', '/api/auth/change-password', { newPassword: 'Fresh#Pass1' }, { token });
    expect(missing.json.message).toBe('Current password is required');

    const changed = await api.request(
      'POST',
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'Fresh#Pass1' },
      { token },
    );
    expect(changed.json).toMatchObject({ success: true, message: 'Password changed successfully' });
    expect((await api.request('GET', '/api/auth/profile', undefined, { token })).status).toBe(401);
    expect((await api.request('GET', '/api/auth/profile', undefined, { token: changed.json.data.token })).status).toBe(
      200,
    );
    expect((await api.login('ann', STRONG_PASSWORD)).status).toBe(401);
    expect((await api.login('ann', 'Fresh#Pass1')).status).toBe(200);
  });

  it('signs out by ending the token', async () => {
    const api = await start();
    const { token } = await api.register('ann');
    expect((await api.request('POST', '/api/auth/logout', undefined, { token })).json.success).toBe(true);
    expect((await api.request('GET', '/api/auth/profile', undefined, { token })).status).toBe(401);
  });

  it('creates an API key shown once, accepts it in X-API-Key only, lists and revokes it', async () => {
    const api = await start();
    const { token } = await api.register('ann');
    const unnamed = await api.request('POST', '/api/auth/api-keys', { name: ' ' }, { token });
    expect(unnamed.json.message).toBe('Please enter a name for the API key');

    const created = await api.request('POST', '/api/auth/api-keys', { name: 'CI' }, { token });
    expect(created.status).toBe(201);
    const apiKey: string = created.json.data.apiKey;
    expect(apiKey).toMatch(/^ck_[A-Za-z0-9_-]{32}$/);
    const listed = await api.request('GET', '/api/auth/api-keys', undefined, { token });
    expect(listed.json.data.apiKeys).toEqual([
      {
        id: created.json.data.key.id,
        name: 'CI',
        prefix: apiKey.slice(0, 9),
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(listed.json)).not.toContain(apiKey);
    const stored = await server!.db.selectFrom('api_keys').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(apiKey);

    expect((await api.request('GET', '/api/auth/profile', undefined, { apiKey })).json.data.user.username).toBe('ann');
    expect((await api.request('GET', `/api/auth/profile?apiKey=${apiKey}`)).status).toBe(401);
    expect((await api.request('GET', '/api/auth/profile', undefined, { apiKey: `${apiKey}x` })).status).toBe(401);

    const revoked = await api.request('DELETE', `/api/auth/api-keys/${created.json.data.key.id}`, undefined, { token });
    expect(revoked.json).toMatchObject({ success: true, message: 'API key deleted successfully' });
    expect((await api.request('GET', '/api/auth/profile', undefined, { apiKey })).status).toBe(401);
    const again = await api.request('DELETE', `/api/auth/api-keys/${created.json.data.key.id}`, undefined, { token });
    expect(again.status).toBe(404);
  });

  it("cannot revoke another user's API key", async () => {
    const api = await start();
    const ann = await api.register('ann');
    const bob = await api.register('bob');
    const created = await api.request('POST', '/api/auth/api-keys', { name: 'mine' }, { token: ann.token });
    const stolen = await api.request('DELETE', `/api/auth/api-keys/${created.json.data.key.id}`, undefined, {
      token: bob.token,
    });
    expect(stolen.status).toBe(404);
    expect(
      (await api.request('GET', '/api/auth/profile', undefined, { apiKey: created.json.data.apiKey })).status,
    ).toBe(200);
  });

  it('refuses missing, malformed, expired, tampered, foreign and alg:none tokens', async () => {
    const api = await start();
    const { token, id } = await api.register('ann');
    const profile = (auth?: string) =>
      api.request('GET', '/api/auth/profile', undefined, auth === undefined ? {} : { token: auth });
    const expired = await createTokenSigner(TEST_CONFIG.secret, -60).sign({ userId: id, tokenVersion: 0 });
    const foreign = await createTokenSigner('another-secret-of-at-least-32-chars!').sign({
      userId: id,
      tokenVersion: 0,
    });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');

    for (const bad of [
      undefined,
      'garbage',
      expired,
      foreign,
      `${header}.${forged}.${signature}`,
      `${none}.${payload}.`,
    ]) {
      const { status, json } = await profile(bad);
      expect(status).toBe(401);
      expect(json).toEqual({ success: false, message: 'Sign in first', code: 'UNAUTHENTICATED' });
    }
    expect((await profile(token)).status).toBe(200);
  });

  it('keeps the role out of reach of the profile call', async () => {
    const api = await start();
    const { token, id } = await api.register('ann');
    const { status, json } = await api.request('PUT', '/api/auth/profile', { name: 'Ann', role: 'admin' }, { token });
    expect(status).toBe(400);
    expect(json.message).toBe('The profile cannot change role');
    const row = await server!.db
      .selectFrom('users')
      .select(['role', 'name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'user', name: 'Test ann' });
  });

  it('a successful sign-in resets the failure count', async () => {
    const api = await start();
    await api.register('ann');
    for (let round = 0; round < 2; round++) {
      for (let i = 1; i < FREE_ACCOUNT_FAILURES; i++) await api.login('ann', 'Wrong#Pass9');
      expect((await api.login('ann', STRONG_PASSWORD)).status).toBe(200);
    }
  });

  it('rate-limits sign-in attempts per client, and locks the account named', async () => {
    const api = await start();
    for (let i = 0; i < ATTEMPTS_PER_WINDOW; i++) await api.login(`nobody${i}`, 'Wrong#Pass9', '127.0.0.2');
    const perClient = await api.login('someone', 'Wrong#Pass9', '127.0.0.2');
    expect(perClient).toMatchObject({ status: 429, json: { code: 'RATE_LIMITED' } });
    expect((await api.login('someone', 'Wrong#Pass9', '127.0.0.3')).status).toBe(401);

    for (let i = 0; i < ATTEMPTS_PER_WINDOW; i++) await api.login('target', 'Wrong#Pass9', `127.0.1.${i + 1}`);
    expect((await api.login('TARGET', 'Wrong#Pass9', '127.0.2.1')).status).toBe(429);
  });

  it('has the demo administrator in local mode', async () => {
    const api = await start();
    const { status, json } = await api.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(status).toBe(200);
    expect(json.data.user).toMatchObject({ username: DEMO_ACCOUNT.username, role: 'admin' });
  });

  it('hosted mode: no demo account unless turned on; the first admin is created once; the proxy takes a token', async () => {
    const admin = { email: 'ops@example.com', password: 'Admin#Pass1' };
    const api = await start({ config: { mode: 'hosted' }, seed: { initialAdmin: admin } });
    expect((await api.login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password)).status).toBe(401);
    const signedIn = await api.login(admin.email, admin.password);
    expect(signedIn.json.data.user).toMatchObject({ username: 'ops', role: 'admin' });

    const proxy = (token?: string) =>
      api.request('POST', '/api/proxy', { method: 'GET', url: 'http://127.0.0.1:9/', headers: [] }, { token });
    expect((await proxy()).status).toBe(401);
    // Past sign-in, the hosted address policy decides (loopback is not public).
    expect((await proxy(signedIn.json.data.token)).json.code).toBe('ADDRESS_BLOCKED');

    await seedAccounts(
      server!.db,
      server!.accounts,
      { mode: 'hosted', demoAccount: true, initialAdmin: { ...admin, password: 'Other#Pass2' } },
      pino({ level: 'silent' }),
    );
    // The configured administrator is restored at every start, with the password configured now.
    expect((await api.login(admin.email, 'Other#Pass2')).status).toBe(200);
    expect((await api.login(admin.email, admin.password)).status).toBe(401);
    // Regression: hosted mode made the demo account, whose password is public, an administrator.
    const demo = await api.login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
    expect(demo.json.data.user).toMatchObject({ username: DEMO_ACCOUNT.username, role: 'user' });
  });
});
