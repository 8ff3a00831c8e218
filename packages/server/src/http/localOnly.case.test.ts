// DNS rebinding and cross-site requests against local mode, on SQLite and PostgreSQL: a page on
// another site reaches 127.0.0.1 either under its own host name (rebinding) or with its own Origin.
// Every call under /api must refuse both, the ones added later included, so the guard is checked on
// every area's routes and on a path no route answers.
import { DEMO_ACCOUNT } from '@courier/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/testDatabases.js';
import { call } from '../../test/call.js';
import { startTestServer, type TestServer } from '../../test/startTestServer.js';

const ROUTES: Array<[method: string, path: string, body?: unknown]> = [
  ['GET', '/api/health'],
  ['POST', '/api/auth/login', { identifier: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password }],
  ['POST', '/api/auth/register', { username: 'x' }],
  ['GET', '/api/auth/profile'],
  ['PUT', '/api/auth/profile', { name: 'Rebound' }],
  ['POST', '/api/auth/change-password', { currentPassword: 'a', newPassword: 'b' }],
  ['GET', '/api/auth/api-keys'],
  ['POST', '/api/auth/api-keys', { name: 'stolen' }],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/create-admin', { username: 'x' }],
  ['POST', '/api/admin/bulk-actions', { action: 'delete', userIds: ['x'] }],
  ['POST', '/api/proxy', { method: 'GET', url: 'http://127.0.0.1:1/', headers: [] }],
  ['GET', '/api/live?scope=user:x'],
  ['GET', '/api/teams'],
  ['GET', '/api/no-such-route'],
];

describe.each(TEST_DIALECTS)('local mode closed to other sites on %s', (dialect) => {
  let server: TestServer;
  let port: string;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    port = new URL(server.url).port;
    const login = await call(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password }),
    });
    adminToken = login.json.data.token as string;
  });
  afterAll(async () => server.close());

  const send = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
    call(`${server.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  // Regression: a DNS-rebinding page signed in as the demo administrator and used the admin API.
  it.each(ROUTES)('refuses %s %s addressed to a rebound host name', async (method, path, body) => {
    const reply = await send(method, path, body, {
      host: `rebound.example:${port}`,
      authorization: `Bearer ${adminToken}`,
    });
    expect(reply).toMatchObject({ status: 403, json: { code: 'FORBIDDEN' } });
  });

  it.each(ROUTES)('refuses %s %s sent from another site', async (method, path, body) => {
    const reply = await send(method, path, body, {
      origin: 'http://evil.example',
      authorization: `Bearer ${adminToken}`,
    });
    expect(reply).toMatchObject({ status: 403, json: { code: 'FORBIDDEN' } });
  });

  it("answers the server's own app on 127.0.0.1 and localhost", async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const stats = await send('GET', '/api/admin/stats', undefined, {
        host,
        origin: `http://${host}`,
        authorization: `Bearer ${adminToken}`,
      });
      expect(stats.status).toBe(200);
    }
  });
});
