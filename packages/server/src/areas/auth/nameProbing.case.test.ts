// Probing registration and profile changes for who has an account, on SQLite and PostgreSQL: the
// answers name neither the field nor the account, and the probing is throttled per address and per
// account, as sign-in is, with Retry-After.
import { afterEach, describe, expect, it } from 'vitest';
import { accountsApi, STRONG_PASSWORD, type AccountsApi } from '../../../test/accountsApi.js';
import type { CallResult } from '../../../test/call.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { ATTEMPTS_PER_WINDOW } from './routes.js';
import { NAME_TAKEN } from './service.js';
import { FREE_ACCOUNT_FAILURES } from './signInLock.js';

const registration = (username: string, email: string) => ({
  username,
  email,
  password: STRONG_PASSWORD,
  firstName: 'Pro',
  lastName: 'Be',
});

/** What a prober can compare between two answers. */
const seen = (reply: CallResult) => ({
  status: reply.status,
  body: reply.json,
  retryAfter: !!reply.headers['retry-after'],
});

describe.each(TEST_DIALECTS)('probing for accounts on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  async function start(): Promise<AccountsApi> {
    server = await startTestServer({ dialect });
    const api = accountsApi(server);
    await api.register('ann');
    return api;
  }

  // Regression: 'This username is already taken' and 'This email is already registered' told a
  // prober which of the two belonged to someone.
  it('answers a taken username, a taken e-mail and a look-alike of either with the same words', async () => {
    const api = await start();
    const replies = await Promise.all(
      [
        registration('ann', 'fresh1@example.com'),
        registration('fresh_2', 'ann@example.com'),
        registration('ANN', 'fresh3@example.com'),
        // 'rn' for 'm'.
        registration('fresh_4', 'ann@exarnple.com'),
      ].map((body) => api.request('POST', '/api/auth/register', body)),
    );
    for (const reply of replies) {
      expect(seen(reply)).toEqual({
        status: 409,
        body: { success: false, message: NAME_TAKEN, code: 'CONFLICT' },
        retryAfter: false,
      });
    }
  });

  // Regression: 100 registrations a second from one address told which names exist.
  it('throttles 100 rapid registration probes with 429 and Retry-After, then answers names that exist and names that do not alike', async () => {
    const api = await start();
    const replies: CallResult[] = [];
    for (let i = 0; i < 100; i++) {
      // Every other probe names ann's address, the rest names nobody's.
      const email = i % 2 === 0 ? 'ann@example.com' : `nobody${i}@example.com`;
      replies.push(await api.request('POST', '/api/auth/register', registration(`probe_${i}`, email)));
    }
    const answered = replies.filter((reply) => reply.status !== 429);
    expect(answered.length).toBeLessThanOrEqual(ATTEMPTS_PER_WINDOW);
    const throttled = replies.slice(answered.length);
    expect(throttled.length).toBeGreaterThanOrEqual(100 - ATTEMPTS_PER_WINDOW);
    for (const reply of throttled) {
      expect(reply.status).toBe(429);
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    }
    const [existing, missing] = [throttled.at(-2)!, throttled.at(-1)!];
    expect(seen(existing)).toEqual(seen(missing));
  });

  // Regression: a signed-in user renaming themselves to one name after another, each time from
  // another address, learnt who exists without limit.
  it('throttles probing through profile changes per account, whatever the address', async () => {
    const api = await start();
    const { token } = await api.register('bob');
    const rename = (changes: Record<string, string>, i: number) =>
      api.request('PUT', '/api/auth/profile', changes, { token }, `127.0.0.${20 + i}`);
    for (let i = 0; i < FREE_ACCOUNT_FAILURES; i++) {
      const taken: Record<string, string> = i % 2 === 0 ? { username: 'ANN' } : { email: 'Ann@Example.com' };
      expect((await rename(taken, i)).status).toBe(409);
    }
    const existing = await rename({ username: 'ann' }, 50);
    const missing = await rename({ username: 'nobody_yet' }, 51);
    expect(existing.status).toBe(429);
    expect(Number(existing.headers['retry-after'])).toBeGreaterThan(0);
    expect(seen(existing)).toEqual(seen(missing));
    // Changes that name nobody are not held back.
    expect((await rename({ name: 'Bob Lee' }, 52)).status).toBe(200);
  });
});
