// Look-alike usernames and e-mails on SQLite and PostgreSQL: a name that could pass for an
// existing account's, or mixes scripts to, is refused by registration, profile changes and admin
// creation alike.
import { afterEach, describe, expect, it } from 'vitest';
import { accountsApi, STRONG_PASSWORD, type AccountsApi } from '../../../test/accountsApi.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { NAME_TAKEN } from './service.js';
import { MIXED_SCRIPT_MESSAGE } from './singleScript.js';

/** The account everyone below tries to pass for. */
const REAL = { username: 'martin_l', email: 'cope@example.com' };

const newAccount = (names: { username?: string; email?: string }) => ({
  username: 'someone_new',
  email: 'someone.new@example.com',
  password: STRONG_PASSWORD,
  firstName: 'Some',
  lastName: 'One',
  ...names,
});

// Regression: 'cоpe@…' with a Cyrillic 'о' registered beside 'cope@…' and passed for it.
const LOOK_ALIKES: Array<
  [attack: string, names: { username?: string; email?: string }, status: number, message: string]
> = [
  ["'rn' for 'm' and a capital 'I' for 'l' in a username", { username: 'rnartin_I' }, 409, NAME_TAKEN],
  ['a username differing only in case', { username: 'MARTIN_L' }, 409, NAME_TAKEN],
  // 'соре': Cyrillic es, o, er and ie, one script throughout, the same skeleton as 'cope'.
  [
    'an e-mail spelt wholly in Cyrillic look-alikes',
    { email: '\u0441\u043e\u0440\u0435@example.com' },
    409,
    NAME_TAKEN,
  ],
  [
    'an e-mail with one Cyrillic letter among Latin ones',
    { email: 'c\u043epe@example.com' },
    400,
    MIXED_SCRIPT_MESSAGE,
  ],
  ['a domain with one Cyrillic letter', { email: 'someone.new@ex\u0430mple.com' }, 400, MIXED_SCRIPT_MESSAGE],
];

describe.each(TEST_DIALECTS)('look-alike names on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  async function start(): Promise<{ api: AccountsApi; bob: string; admin: string }> {
    server = await startTestServer({ dialect, seed: { demoAccount: true } });
    const api = accountsApi(server);
    expect((await api.request('POST', '/api/auth/register', newAccount(REAL))).status).toBe(201);
    return { api, bob: (await api.register('bob')).token, admin: await api.demoToken() };
  }

  it.each(LOOK_ALIKES)(
    'refuses %s in registration, profile changes and admin creation',
    async (_attack, names, status, message) => {
      const { api, bob, admin } = await start();
      const replies = [
        await api.request('POST', '/api/auth/register', newAccount(names)),
        await api.request('PUT', '/api/auth/profile', names, { token: bob }),
        await api.request('POST', '/api/admin/create-admin', newAccount(names), { token: admin }),
      ];
      for (const reply of replies) expect(reply).toMatchObject({ status, json: { message } });
      const holders = await server!.db.selectFrom('users').select('email').where('username', '!=', 'demo').execute();
      expect(holders.map((user) => user.email).sort()).toEqual(['bob@example.com', REAL.email]);
    },
  );

  it('still takes names in one script that look like no account, whatever the script', async () => {
    const { api, bob } = await start();
    // 'иван@пример.рф' and 'ivan@example.com': each part in one script, no look-alike of anyone's.
    const cyrillic = '\u0438\u0432\u0430\u043d@\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444';
    expect((await api.request('POST', '/api/auth/register', newAccount({ email: cyrillic }))).status).toBe(201);
    expect((await api.request('PUT', '/api/auth/profile', { email: 'ivan@example.com' }, { token: bob })).status).toBe(
      200,
    );
    // Bob's own names are no look-alike of themselves.
    expect((await api.request('PUT', '/api/auth/profile', { username: 'Bob' }, { token: bob })).status).toBe(200);
  });
});
