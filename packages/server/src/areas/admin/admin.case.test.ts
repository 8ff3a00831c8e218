// The admin panel's calls on SQLite and PostgreSQL: admins only, the
// acting admin and the last admin protected, filters as parameters.
import { DEMO_ACCOUNT } from '@courier/core';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { accountsApi, STRONG_PASSWORD, type AccountsApi } from '../../../test/accountsApi.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { PUBLIC_PASSWORD_MESSAGE, PUBLIC_PASSWORD_PROMOTION_MESSAGE } from '../auth/publicPassword.js';
import { createAdminService } from './service.js';

describe.each(TEST_DIALECTS)('admin panel on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  async function start(): Promise<{ api: AccountsApi; admin: string }> {
    server = await startTestServer({ dialect });
    const api = accountsApi(server);
    return { api, admin: await api.demoToken() };
  }

  it('reports statistics', async () => {
    const { api, admin } = await start();
    await api.register('ann');
    const { id } = await api.register('bob');
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    await server!.db.updateTable('users').set({ locked_until: inAnHour, is_active: 0 }).where('id', '=', id).execute();
    const { status, json } = await api.request('GET', '/api/admin/stats', undefined, { token: admin });
    expect(status).toBe(200);
    expect(json).toEqual({
      success: true,
      message: 'Statistics loaded',
      data: {
        users: { total: 3, active: 2, inactive: 1, locked: 1 },
        roles: { admin: 1, moderator: 0, user: 2 },
        // The demo admin and ann signed in (registration counts as signing in); all three are new.
        activity: { recentRegistrations: 3, recentLogins: 3 },
      },
    });
  });

  it('lists users 10 a page with search, role and status filters', async () => {
    const { api, admin } = await start();
    for (let i = 0; i < 11; i++) await api.register(`user_${i}`);
    const list = (query: string) => api.request('GET', `/api/admin/users?${query}`, undefined, { token: admin });

    const first = await list('');
    expect(first.json.data.users).toHaveLength(10);
    expect(first.json.data.pagination).toEqual({
      page: 1,
      limit: 10,
      total: 12,
      totalPages: 2,
      hasPrev: false,
      hasNext: true,
    });
    const second = await list('page=2');
    expect(second.json.data.users).toHaveLength(2);
    expect(second.json.data.pagination).toMatchObject({ hasPrev: true, hasNext: false });

    expect((await list('search=USER_1')).json.data.users.map((u: { username: string }) => u.username).sort()).toEqual([
      'user_1',
      'user_10',
    ]);
    expect((await list('role=admin')).json.data.users.map((u: { username: string }) => u.username)).toEqual(['demo']);
    expect((await list('isActive=false&role=&search=')).json.data.pagination.total).toBe(0);
    // LIKE wildcards and injection strings are searched for literally.
    for (const search of ['%', '_', "' OR '1'='1", "x'); DROP TABLE users; --"]) {
      const { status, json } = await list(`search=${encodeURIComponent(search)}`);
      expect(status).toBe(200);
      expect(json.data.pagination.total).toBe(search === '_' ? 11 : 0);
    }
    expect((await list('role=superuser')).json.message).toBe('Role must be admin, moderator or user');
    expect((await list('page=0')).json.message).toBe('page must be at least 1');
    expect((await list('limit=1e3')).json.message).toBe('limit must be a whole number');
    expect((await list('role=admin&role=user')).status).toBe(400);
  });

  it('changes roles, ending the changed user’s tokens; refuses self-demotion', async () => {
    const { api, admin } = await start();
    const ann = await api.register('ann');
    const changed = await api.request(
      'PUT',
      `/api/admin/users/${ann.id}/role`,
      { role: 'moderator' },
      { token: admin },
    );
    expect(changed.json).toMatchObject({
      success: true,
      message: 'User role updated to moderator',
      data: { user: { role: 'moderator' } },
    });
    expect((await api.request('GET', '/api/auth/profile', undefined, { token: ann.token })).status).toBe(401);

    const bad = await api.request('PUT', `/api/admin/users/${ann.id}/role`, { role: 'root' }, { token: admin });
    expect(bad.json.message).toBe('Role must be admin, moderator or user');
    const demo = (await api.request('GET', '/api/auth/profile', undefined, { token: admin })).json.data.user;
    const self = await api.request('PUT', `/api/admin/users/${demo.id}/role`, { role: 'user' }, { token: admin });
    expect(self).toMatchObject({ status: 400, json: { message: 'You cannot change your own role' } });
    const missing = await api.request('PUT', '/api/admin/users/nope/role', { role: 'user' }, { token: admin });
    expect(missing.status).toBe(404);
  });

  // Regression: an administrator could promote an account anyone can sign in to with the password
  // printed on the sign-in page.
  it('refuses to make an account with the published demo password an administrator', async () => {
    const { api, admin } = await start();
    const registered = await api.request('POST', '/api/auth/register', {
      username: 'copycat',
      email: 'copycat@example.com',
      password: DEMO_ACCOUNT.password,
      firstName: 'Copy',
      lastName: 'Cat',
    });
    const id = registered.json.data.user.id as string;
    const promote = (role: string) => api.request('PUT', `/api/admin/users/${id}/role`, { role }, { token: admin });
    expect(await promote('admin')).toMatchObject({
      status: 400,
      json: { message: PUBLIC_PASSWORD_PROMOTION_MESSAGE },
    });
    expect((await promote('moderator')).status).toBe(200);
    expect((await api.login('copycat', DEMO_ACCOUNT.password)).json.data.user.role).toBe('moderator');
  });

  it('deactivates, activates and unlocks users', async () => {
    const { api, admin } = await start();
    const ann = await api.register('ann');
    const off = await api.request('PUT', `/api/admin/users/${ann.id}/status`, { isActive: false }, { token: admin });
    expect(off.json).toMatchObject({ message: 'User deactivated successfully', data: { user: { isActive: false } } });
    expect((await api.request('GET', '/api/auth/profile', undefined, { token: ann.token })).status).toBe(401);
    expect((await api.login('ann', STRONG_PASSWORD)).status).toBe(401);
    const typed = await api.request('PUT', `/api/admin/users/${ann.id}/status`, { isActive: 'yes' }, { token: admin });
    expect(typed.json.message).toBe('isActive must be true or false');
    const on = await api.request('PUT', `/api/admin/users/${ann.id}/status`, { isActive: true }, { token: admin });
    expect(on.json.message).toBe('User activated successfully');

    // From an address ann never signed in from: the lock holds there.
    const elsewhere = '127.0.0.50';
    for (let i = 0; i < 5; i++) await api.login('ann', 'Wrong#Pass9', elsewhere);
    expect((await api.login('ann', STRONG_PASSWORD, elsewhere)).status).toBe(429);
    const unlocked = await api.request('POST', `/api/admin/users/${ann.id}/unlock`, undefined, { token: admin });
    expect(unlocked.json).toMatchObject({
      message: 'User account unlocked successfully',
      data: { user: { isLocked: false } },
    });
    expect((await api.login('ann', STRONG_PASSWORD, elsewhere)).status).toBe(200);
  });

  it('deletes users with their API keys, but never the acting admin', async () => {
    const { api, admin } = await start();
    const ann = await api.register('ann');
    await api.request('POST', '/api/auth/api-keys', { name: 'k' }, { token: ann.token });
    const deleted = await api.request('DELETE', `/api/admin/users/${ann.id}`, undefined, { token: admin });
    expect(deleted.json).toMatchObject({ success: true, message: 'User "ann" deleted successfully' });
    expect(await server!.db.selectFrom('api_keys').selectAll().execute()).toEqual([]);
    expect((await api.request('GET', '/api/auth/profile', undefined, { token: ann.token })).status).toBe(401);

    const demo = (await api.request('GET', '/api/auth/profile', undefined, { token: admin })).json.data.user;
    for (const [method, path, body, message] of [
      ['DELETE', `/api/admin/users/${demo.id}`, undefined, 'You cannot delete your own account'],
      ['PUT', `/api/admin/users/${demo.id}/status`, { isActive: false }, 'You cannot deactivate your own account'],
      [
        'POST',
        '/api/admin/bulk-actions',
        { action: 'delete', userIds: [demo.id] },
        'You cannot delete your own account',
      ],
    ] as const) {
      const refused = await api.request(method, path, body, { token: admin });
      expect(refused).toMatchObject({ status: 400, json: { message } });
    }
    expect((await api.request('GET', '/api/admin/stats', undefined, { token: admin })).json.data.roles.admin).toBe(1);
  });

  it('never removes the last active admin, even when a stale request names it', async () => {
    // Two admins removing each other at once: the second transaction finds no other admin left.
    const { api } = await start();
    const demoId = (
      await server!.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()
    ).id;
    const service = createAdminService(server!.db, server!.accounts);
    for (const attempt of [
      () => service.deleteUser('gone-admin', demoId),
      () => service.changeStatus('gone-admin', demoId, false),
      () => service.changeRole('gone-admin', demoId, 'moderator'),
      () => service.bulk('gone-admin', 'delete', [demoId]),
    ]) {
      await expect(attempt()).rejects.toMatchObject({
        code: 'CONFLICT',
        message: 'The last active administrator cannot be removed',
      });
    }
    expect((await api.login('demo', 'Demo123!')).json.data.user).toMatchObject({ role: 'admin', isActive: true });
  });

  // Regression: two remaining admins deleting, deactivating or demoting each other at the same time
  // both saw the other as the admin left, and the deployment ended with none (10 of 12 trials on
  // PostgreSQL).
  it.each<[string, (id: string) => readonly [string, string, unknown]]>([
    ['delete each other', (id: string) => ['DELETE', `/api/admin/users/${id}`, undefined] as const],
    ['deactivate each other', (id: string) => ['PUT', `/api/admin/users/${id}/status`, { isActive: false }] as const],
    ['demote each other', (id: string) => ['PUT', `/api/admin/users/${id}/role`, { role: 'user' }] as const],
    [
      'bulk-delete each other',
      (id: string) => ['POST', '/api/admin/bulk-actions', { action: 'delete', userIds: [id] }] as const,
    ],
  ])('two admins who %s at once leave one active admin, every trial', async (_attack, requestFor) => {
    const { api } = await start();
    const activeAdmins = () =>
      server!.db
        .selectFrom('users')
        .select('username')
        .where('role', '=', 'admin')
        .where('is_active', '=', 1)
        .execute();
    const passwordOf = (username: string) => (username === 'demo' ? 'Demo123!' : STRONG_PASSWORD);
    for (let trial = 0; trial < 12; trial++) {
      // A fresh pair each trial: the admin left by the last trial and a new one, each signed in.
      const [survivor] = await activeAdmins();
      const first = (await api.login(survivor!.username, passwordOf(survivor!.username))).json.data;
      const created = await api.request(
        'POST',
        '/api/admin/create-admin',
        {
          username: `admin_${trial}`,
          email: `admin_${trial}@example.com`,
          password: STRONG_PASSWORD,
          firstName: 'A',
          lastName: 'B',
        },
        { token: first.token },
      );
      const second = (await api.login(`admin_${trial}`, STRONG_PASSWORD)).json.data;
      const replies = await Promise.all([
        api.request(...requestFor(created.json.data.user.id), { token: first.token as string }),
        api.request(...requestFor(first.user.id), { token: second.token as string }),
      ]);
      expect(await activeAdmins()).toHaveLength(1);
      // One wins; the other is refused as the last admin, or has already lost its admin rights.
      expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    }
  });

  it('runs bulk actions and validates them', async () => {
    const { api, admin } = await start();
    const ids = [(await api.register('ann')).id, (await api.register('bob')).id];
    const bulk = (body: unknown) => api.request('POST', '/api/admin/bulk-actions', body, { token: admin });
    expect((await bulk({ action: 'deactivate', userIds: ids })).json).toMatchObject({
      success: true,
      message: 'Bulk deactivate completed successfully',
      data: { affected: 2 },
    });
    expect((await api.login('ann', STRONG_PASSWORD)).status).toBe(401);
    expect((await bulk({ action: 'activate', userIds: ids })).json.data.affected).toBe(2);
    expect((await bulk({ action: 'unlock', userIds: [...ids, 'missing'] })).json.data.affected).toBe(2);
    expect((await bulk({ action: 'delete', userIds: ids })).json.message).toBe('Bulk delete completed successfully');
    expect((await bulk({ action: 'delete', userIds: [] })).json.message).toBe(
      'Please select users to perform bulk action',
    );
    expect((await bulk({ action: 'delete' })).json.message).toBe('Please select users to perform bulk action');
    expect((await bulk({ action: 'explode', userIds: ['x'] })).json.message).toBe(
      'Action must be activate, deactivate, unlock or delete',
    );
    const demo = (await api.request('GET', '/api/auth/profile', undefined, { token: admin })).json.data.user;
    expect((await bulk({ action: 'deactivate', userIds: [demo.id] })).json.message).toBe(
      'You cannot deactivate your own account',
    );
  });

  it('creates admins with the registration rules', async () => {
    const { api, admin } = await start();
    const create = (body: Record<string, unknown>) =>
      api.request('POST', '/api/admin/create-admin', body, { token: admin });
    const base = {
      username: 'boss',
      email: 'boss@example.com',
      password: 'Admin#Pass1',
      firstName: 'B',
      lastName: 'C',
    };
    expect((await create({ ...base, email: 'nope' })).json.message).toBe('Please enter a valid email address');
    expect((await create({ ...base, password: 'short' })).json.message).toBe('Password must be at least 8 characters');
    expect((await create({ ...base, firstName: '' })).json.message).toBe('First name is required');
    // Regression: an administrator could be created with the password printed on the sign-in page.
    expect(await create({ ...base, password: DEMO_ACCOUNT.password })).toMatchObject({
      status: 400,
      json: { message: PUBLIC_PASSWORD_MESSAGE },
    });
    expect((await create(base)).status).toBe(201);
    expect((await create(base)).status).toBe(409);
    expect((await api.login('boss', 'Admin#Pass1')).json.data.user.role).toBe('admin');
  });

  it('answers 401 signed out, and 403 Access Denied to users and moderators on every admin call', async () => {
    const { api, admin } = await start();
    const ann = await api.register('ann');
    const mod = await api.register('mod');
    await api.request('PUT', `/api/admin/users/${mod.id}/role`, { role: 'moderator' }, { token: admin });
    const modToken = (await api.login('mod', STRONG_PASSWORD)).json.data.token;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/users'],
      ['PUT', `/api/admin/users/${ann.id}/role`, { role: 'admin' }],
      ['PUT', `/api/admin/users/${ann.id}/status`, { isActive: false }],
      ['POST', `/api/admin/users/${ann.id}/unlock`],
      ['DELETE', `/api/admin/users/${ann.id}`],
      ['POST', '/api/admin/bulk-actions', { action: 'delete', userIds: [ann.id] }],
      [
        'POST',
        '/api/admin/create-admin',
        { username: 'x_x', email: 'x@x.io', password: 'Admin#Pass1', firstName: 'X', lastName: 'Y' },
      ],
    ];
    for (const [method, path, body] of calls) {
      expect((await api.request(method, path, body)).status).toBe(401);
      for (const token of [ann.token, modToken]) {
        const { status, json } = await api.request(method, path, body, { token });
        expect(status).toBe(403);
        expect(json).toEqual({ success: false, message: 'Access Denied', code: 'FORBIDDEN' });
      }
    }
    const row = await server!.db
      .selectFrom('users')
      .select(['role', 'is_active'])
      .where('id', '=', ann.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'user', is_active: 1 });
  });
});
