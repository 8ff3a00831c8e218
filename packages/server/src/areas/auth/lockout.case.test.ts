// The sign-in lockout as an attacker would use it, on SQLite and PostgreSQL: a lock must slow
// guessing down without letting a stranger shut an account's owner out, and operators must always
// have a way back in.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_ACCOUNT } from '@courier/core';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { accountsApi, STRONG_PASSWORD, type AccountsApi } from '../../../test/accountsApi.js';
import { call } from '../../../test/call.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { seedAccounts } from './seed.js';
import { ATTEMPTS_PER_WINDOW } from './routes.js';
import { FIRST_LOCK_MS, FREE_ACCOUNT_FAILURES, FREE_ADDRESS_FAILURES } from './signInLock.js';

const run = promisify(execFile);
const ADMIN = { email: 'ops@example.com', password: 'Admin#Pass1' };

describe.each(TEST_DIALECTS)('sign-in lockout on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<AccountsApi> {
    server = await startTestServer({ dialect, ...options });
    return accountsApi(server);
  }

  const lockOf = async (username: string) =>
    (
      await server!.db
        .selectFrom('users')
        .select('locked_until')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).locked_until;

  /** Moves a lock's end into the past, as waiting it out would. */
  const expire = (username: string) =>
    server!.db
      .updateTable('users')
      .set({ locked_until: '2000-01-01T00:00:00.000Z' })
      .where('username', '=', username)
      .execute();

  // Regression: five wrong passwords from anyone locked any account for good and ended its sessions.
  it("strangers' wrong passwords lock the account for a minute, never end its owner's sessions", async () => {
    const api = await start();
    const { token } = await api.register('ann');
    for (let client = 1; client <= FREE_ACCOUNT_FAILURES; client++) {
      expect((await api.login('ann', `Guess#${client}xx`, `127.0.0.${client + 10}`)).status).toBe(401);
    }
    const locked = await api.login('ann', STRONG_PASSWORD, '127.0.0.99');
    expect(locked).toMatchObject({
      status: 429,
      json: { success: false, message: 'Too many failed attempts; try again in 1 minute', code: 'RATE_LIMITED' },
    });
    expect((await api.request('GET', '/api/auth/profile', undefined, { token })).status).toBe(200);

    await expire('ann');
    expect((await api.login('ann', STRONG_PASSWORD, '127.0.0.99')).status).toBe(200);
  });

  // Regression: a stranger renewing the lock every few minutes kept the owner out for good.
  it("strangers' guesses never lock the owner out at an address they signed in from", async () => {
    const api = await start();
    await api.register('ann'); // from 127.0.0.1, which is now ann's
    for (let round = 0; round < 3; round++) {
      for (let client = 1; client <= FREE_ACCOUNT_FAILURES; client++) {
        await api.login('ann', `Guess#${client}xx`, `127.0.${round + 5}.${client}`);
      }
      await expire('ann');
    }
    await api.login('ann', 'Guess#9xx', '127.0.9.1');
    expect((await api.login('ann', STRONG_PASSWORD, '127.0.0.77')).status).toBe(429);
    expect((await api.login('ann', STRONG_PASSWORD, '127.0.0.1')).status).toBe(200);
    // The owner getting in does not lift the lock for the strangers.
    expect((await api.login('ann', STRONG_PASSWORD, '127.0.0.77')).status).toBe(429);
  });

  // Regression: a per-account count of attempts, locked or not, let strangers keep the owner out
  // with two requests a minute.
  it("strangers' attempts at a locked account never stop its owner at an address they signed in from", async () => {
    const api = await start();
    await api.register('ann');
    for (let i = 0; i <= ATTEMPTS_PER_WINDOW; i++) await api.login('ann', 'Wrong#Pass9', `127.0.8.${i + 1}`);
    expect((await api.login('ann', STRONG_PASSWORD, '127.0.0.1')).status).toBe(200);
  });

  it('doubles the lock with each failure after it expires, up to a limit', async () => {
    const api = await start();
    await api.register('ann');
    for (let i = 0; i < FREE_ACCOUNT_FAILURES; i++) await api.login('ann', 'Wrong#Pass9', `127.0.0.${i + 10}`);
    const first = Date.parse((await lockOf('ann'))!) - Date.now();
    await expire('ann');
    await api.login('ann', 'Wrong#Pass9', '127.0.0.30');
    const second = Date.parse((await lockOf('ann'))!) - Date.now();
    expect(first).toBeGreaterThan(FIRST_LOCK_MS - 5_000);
    expect(first).toBeLessThanOrEqual(FIRST_LOCK_MS);
    expect(second).toBeGreaterThan(2 * FIRST_LOCK_MS - 5_000);
    expect((await api.login('ann', STRONG_PASSWORD, '127.0.0.31')).json.message).toBe(
      'Too many failed attempts; try again in 2 minutes',
    );
  });

  it('answers an unknown name locked exactly like a real account, so locks reveal nobody', async () => {
    const api = await start();
    await api.register('ann');
    for (const name of ['ann', 'nobody']) {
      for (let i = 0; i < FREE_ACCOUNT_FAILURES; i++) await api.login(name, 'Wrong#Pass9', `127.0.1.${i + 1}`);
    }
    const real = await api.login('ann', 'Wrong#Pass9', '127.0.2.1');
    const unknown = await api.login('nobody', 'Wrong#Pass9', '127.0.2.1');
    expect(real.status).toBe(429);
    expect(unknown.json).toEqual(real.json);
  });

  it('locks one address guessing many accounts, without locking the accounts or other addresses', async () => {
    const api = await start();
    await api.register('ann');
    for (let i = 0; i < FREE_ADDRESS_FAILURES; i++) await api.login(`someone${i}`, 'Wrong#Pass9', '127.0.0.2');
    expect((await api.login('ann', STRONG_PASSWORD, '127.0.0.2')).status).toBe(429);
    expect((await api.login('ann', STRONG_PASSWORD, '127.0.0.3')).status).toBe(200);
  });

  it("lets an address's lock expire, and doubles it with the next failure", async () => {
    const api = await start();
    await api.register('ann');
    for (let i = 0; i < FREE_ADDRESS_FAILURES; i++) await api.login(`someone${i}`, 'Wrong#Pass9', '127.0.0.2');
    expect((await api.login('ann', STRONG_PASSWORD, '127.0.0.2')).json.message).toBe(
      'Too many failed attempts; try again in 1 minute',
    );
    const expireAddress = () =>
      server!.db
        .updateTable('sign_in_throttle')
        .set({ locked_until: '2000-01-01T00:00:00.000Z' })
        .where('key', 'like', 'address:%')
        .execute();

    await expireAddress();
    expect((await api.login('ann', STRONG_PASSWORD, '127.0.0.2')).status).toBe(200);
    expect((await api.login('someone', 'Wrong#Pass9', '127.0.0.2')).status).toBe(401);
    expect((await api.login('ann', STRONG_PASSWORD, '127.0.0.2')).json.message).toBe(
      'Too many failed attempts; try again in 2 minutes',
    );
  });

  /** A sign-in forwarded by a reverse proxy on 127.0.0.1 for `client`. */
  const forwardedLogin = (identifier: string, password: string, client: string) =>
    call(`${server!.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ identifier, password }),
    });

  it('ignores X-Forwarded-For unless told to trust a proxy, so a forged one escapes no lock', async () => {
    await start();
    for (let i = 0; i < FREE_ADDRESS_FAILURES; i++)
      await forwardedLogin(`someone${i}`, 'Wrong#Pass9', `203.0.113.${i}`);
    expect((await forwardedLogin('nobody', 'Wrong#Pass9', '203.0.113.99')).status).toBe(429);
  });

  // Regression: behind a reverse proxy every client shared its address, so one client's wrong
  // passwords locked sign-in for everyone.
  it("behind a trusted reverse proxy, one client's failures lock that client only", async () => {
    const api = await start({ config: { trustProxy: ['loopback'] } });
    await api.register('ann');
    for (let i = 0; i < FREE_ADDRESS_FAILURES; i++) await forwardedLogin(`someone${i}`, 'Wrong#Pass9', '203.0.113.5');
    expect((await forwardedLogin('ann', STRONG_PASSWORD, '203.0.113.5')).status).toBe(429);
    expect((await forwardedLogin('ann', STRONG_PASSWORD, '203.0.113.6')).status).toBe(200);
  });

  // Regression: a stolen session could guess the password through change-password without limit.
  it('counts wrong current passwords of change-password toward the same lock', async () => {
    const api = await start();
    const { token } = await api.register('ann');
    const change = (currentPassword: string) =>
      api.request('POST', '/api/auth/change-password', { currentPassword, newPassword: 'Fresh#Pass1' }, { token });
    for (let i = 0; i < FREE_ACCOUNT_FAILURES; i++) expect((await change(`Guess#${i}xx`)).status).toBe(400);
    expect((await change(STRONG_PASSWORD)).status).toBe(429);
    expect((await api.login('ann', STRONG_PASSWORD, '127.0.0.5')).status).toBe(429);
  });

  it("holds change-password's new password to registration's strength rule", async () => {
    const api = await start();
    const { token } = await api.register('ann');
    const weak = await api.request(
      'POST',
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'abcdefgh' },
      { token },
    );
    expect(weak).toMatchObject({
      status: 400,
      json: { message: 'Password is too weak. Please use a stronger password' },
    });
    expect((await api.login('ann', STRONG_PASSWORD)).status).toBe(200);
  });

  // Regression: the only administrator, locked out, could only be rescued by editing the database.
  it('restores the COURIER_ADMIN_EMAIL administrator at start: unlocked, active, admin', async () => {
    const api = await start({ config: { mode: 'hosted' }, seed: { initialAdmin: ADMIN } });
    for (let i = 0; i < FREE_ACCOUNT_FAILURES + 1; i++) await api.login(ADMIN.email, 'Wrong#Pass9', `127.0.3.${i + 1}`);
    expect((await api.login(ADMIN.email, ADMIN.password)).status).toBe(429);
    await server!.db
      .updateTable('users')
      .set({ is_active: 0, role: 'user' })
      .where('email', '=', ADMIN.email)
      .execute();

    await seedAccounts(
      server!.db,
      server!.accounts,
      { mode: 'hosted', demoAccount: false, initialAdmin: ADMIN },
      pino({ level: 'silent' }),
    );
    const signedIn = await api.login(ADMIN.email, ADMIN.password);
    expect(signedIn.json.data.user).toMatchObject({ role: 'admin', isActive: true, isLocked: false });
  });

  it('resets the COURIER_ADMIN_EMAIL administrator to a changed password, ending its sessions and API keys', async () => {
    const api = await start({ config: { mode: 'hosted' }, seed: { initialAdmin: ADMIN } });
    const { token } = (await api.login(ADMIN.email, ADMIN.password)).json.data as { token: string };
    const apiKey = (await api.request('POST', '/api/auth/api-keys', { name: 'thief' }, { token })).json.data
      .apiKey as string;
    const replaced = { ...ADMIN, password: 'Fresh#Admin2' };

    await seedAccounts(
      server!.db,
      server!.accounts,
      { mode: 'hosted', demoAccount: false, initialAdmin: replaced },
      pino({ level: 'silent' }),
    );
    expect((await api.login(ADMIN.email, ADMIN.password)).status).toBe(401);
    expect((await api.login(ADMIN.email, replaced.password)).json.data.user).toMatchObject({ role: 'admin' });
    expect((await api.request('GET', '/api/auth/profile', undefined, { token })).status).toBe(401);
    expect((await api.request('GET', '/api/auth/profile', undefined, { apiKey })).status).toBe(401);
  });

  // Regression: hosted mode created an administrator with the password printed on the sign-in page.
  it('creates the demo account in hosted mode as an ordinary user, with a warning in the log', async () => {
    const api = await start({ config: { mode: 'hosted' } });
    const warnings: Array<{ msg: string }> = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    await seedAccounts(server!.db, server!.accounts, { mode: 'hosted', demoAccount: true }, logger);

    const demo = await api.login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
    expect(demo.json.data.user).toMatchObject({ role: 'user' });
    const token = demo.json.data.token as string;
    expect((await api.request('GET', '/api/admin/stats', undefined, { token })).status).toBe(403);
    expect(warnings.map((line) => line.msg)).toEqual([
      'demo account created as an ordinary user: its password is public, so in hosted mode it is never an administrator',
    ]);
  });

  // Regression: a database first used in local mode kept the demo administrator, whose password is
  // public, when the server moved to hosted mode.
  it('demotes a demo administrator with the public password when the server starts hosted', async () => {
    const api = await start();
    await seedAccounts(server!.db, server!.accounts, { mode: 'hosted', demoAccount: true }, pino({ level: 'silent' }));
    const demo = await api.login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
    expect(demo.json.data.user).toMatchObject({ role: 'user' });
  });

  it('unlocks any account with the documented command', async () => {
    const api = await start();
    await api.register('ann');
    for (let i = 0; i < FREE_ACCOUNT_FAILURES; i++) await api.login('ann', 'Wrong#Pass9', `127.0.4.${i + 1}`);
    expect((await api.login('ann', STRONG_PASSWORD, '127.0.4.50')).status).toBe(429);

    const target = server!.databaseTarget;
    const env = {
      ...process.env,
      DATABASE_URL: target.dialect === 'sqlite' ? `sqlite:${target.filename}` : target.url,
      COURIER_DATA_DIR: mkdtempSync(join(tmpdir(), 'courier-unlock-')),
      COURIER_SECRET: 'x'.repeat(32),
    };
    const args = ['--conditions=courier-source', '--import', 'tsx', join(import.meta.dirname, '../../unlock.ts')];
    const { stdout } = await run(process.execPath, [...args, 'ANN@example.com'], { env });
    expect(stdout).toBe('Unlocked ann (ann@example.com): it can sign in again.\n');
    expect((await api.login('ann', STRONG_PASSWORD, '127.0.4.50')).status).toBe(200);

    const missing = await run(process.execPath, [...args, 'nobody'], { env }).catch((error: unknown) => error);
    expect(missing).toMatchObject({ code: 1, stderr: "No account has the e-mail or username 'nobody'.\n" });
  }, 60_000);
});
