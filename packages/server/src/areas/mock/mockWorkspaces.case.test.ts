// Mock configurations held by a workspace, on SQLite and PostgreSQL: its members see them in their
// current workspace, members change them and viewers only look, and anyone outside the workspace
// finds nothing (404), whatever id they send.
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_ACTIVITY_NOTICE } from '@courier/core';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { accountsApi, type AccountsApi, type Credentials } from '../../../test/accountsApi.js';
import { call } from '../../../test/call.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { openLiveStream, type LiveStream } from '../../live/liveStream.js';

const VIEWER_REFUSAL = 'Viewers can open and send requests but not change this workspace';

describe.each(TEST_DIALECTS)('mock configurations of a workspace on %s', (dialect) => {
  let server: TestServer | undefined;
  const streams: LiveStream[] = [];
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await server?.close();
  });

  /** Ann's workspace with Bob as a member and Vic as a viewer, current for all three; Eve is outside. */
  async function workspaceWithMembers() {
    server = await startTestServer({ dialect, config: { mode: 'hosted' } });
    const api = accountsApi(server);
    const [ann, bob, vic, eve] = await Promise.all(['ann', 'bob', 'vic', 'eve'].map((name) => api.register(name)));
    const created = await api.request('POST', '/api/workspace/create', { name: 'Shop' }, ann!);
    expect(created.status).toBe(201);
    const workspaceId = created.json.data.workspace.id as string;
    for (const [who, role] of [
      ['bob', 'member'],
      ['vic', 'viewer'],
    ] as const) {
      const added = await api.request(
        'POST',
        `/api/workspace/${workspaceId}/members`,
        { email: `${who}@example.com`, role },
        ann!,
      );
      expect(added.status, JSON.stringify(added.json)).toBe(201);
    }
    for (const member of [ann!, bob!, vic!]) {
      expect((await api.request('POST', '/api/workspace/switch', { workspaceId }, member)).status).toBe(200);
    }
    return { api, workspaceId, ann: ann!, bob: bob!, vic: vic!, eve: eve! };
  }

  async function sharedConfig(api: AccountsApi, as: Credentials, workspaceId: string, body: object = {}) {
    const created = await api.request('POST', '/api/mock-configs', { name: 'Orders', workspaceId, ...body }, as);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    return created.json.data as { id: string; slug: string; workspaceId: string };
  }

  it('shows a configuration made for the workspace to its members; members change it, viewers only look', async () => {
    const { api, workspaceId, ann, bob, vic } = await workspaceWithMembers();
    const config = await sharedConfig(api, ann, workspaceId);
    expect(config.workspaceId).toBe(workspaceId);
    await api.request('POST', '/api/mock-configs', { name: 'Ann alone' }, ann);

    const bobList = await api.request('GET', '/api/mock-configs', undefined, bob);
    expect(bobList.json.data.map((c: { name: string }) => c.name)).toEqual(['Orders']);
    expect(bobList.json.workspace).toMatchObject({ id: workspaceId, name: 'Shop', role: 'member' });
    const route = await api.request('POST', `/api/mock-configs/${config.id}/routes`, { path: '/orders' }, bob);
    expect(route.status).toBe(201);
    expect((await call(`${server!.url}/mock/${config.slug}/orders`)).status).toBe(200);

    const vicList = await api.request('GET', '/api/mock-configs', undefined, vic);
    expect(vicList.json.data[0].routes).toHaveLength(1);
    for (const [method, path, body] of [
      ['PUT', `/api/mock-configs/${config.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/mock-configs/${config.id}`, undefined],
      ['POST', `/api/mock-configs/${config.id}/routes`, { path: '/x' }],
      ['DELETE', `/api/mock-configs/${config.id}/routes/${route.json.id}`, undefined],
      ['POST', '/api/mock-configs', { name: 'Viewer made', workspaceId }],
    ] as const) {
      const refused = await api.request(method, path, body, vic);
      expect([refused.status, refused.json.message], `${method} ${path}`).toEqual([403, VIEWER_REFUSAL]);
    }

    // Everyone in the workspace reads its log and counts it; a viewer's Clear Logs leaves it alone.
    for (const member of [ann, bob, vic]) {
      const logs = await api.request('GET', '/api/mock-logs', undefined, member);
      expect(logs.json.data.map((entry: { url: string }) => entry.url)).toEqual([`/mock/${config.slug}/orders`]);
      expect((await api.request('GET', '/api/mock-stats', undefined, member)).json.data).toMatchObject({
        totalConfigs: member === ann ? 2 : 1,
        totalRoutes: 1,
        totalRequests: 1,
      });
    }
    await api.request('DELETE', '/api/mock-logs', undefined, vic);
    expect((await api.request('GET', '/api/mock-logs', undefined, bob)).json.data).toHaveLength(1);
    await api.request('DELETE', '/api/mock-logs', undefined, bob);
    expect((await api.request('GET', '/api/mock-logs', undefined, ann)).json.data).toHaveLength(0);
  });

  it('tells every member following the workspace of a hit', async () => {
    const { api, workspaceId, ann, bob } = await workspaceWithMembers();
    const config = await sharedConfig(api, ann, workspaceId);
    await api.request('POST', `/api/mock-configs/${config.id}/routes`, { path: '/orders' }, ann);
    const stream = await openLiveStream(server!.url, bob.token, [`workspace:${workspaceId}`]);
    streams.push(stream);
    await stream.waitFor((message) => message.event === 'ready');
    await call(`${server!.url}/mock/${config.slug}/orders`);
    const notice = await stream.waitFor((message) => message.event === 'notice');
    expect(notice.data).toMatchObject({ scope: `workspace:${workspaceId}`, type: MOCK_ACTIVITY_NOTICE });
  });

  it('answers 404 to someone outside the workspace, whatever they send', async () => {
    const { api, workspaceId, ann, bob, eve } = await workspaceWithMembers();
    const config = await sharedConfig(api, ann, workspaceId, { access: 'apiKey' });
    const route = await api.request('POST', `/api/mock-configs/${config.id}/routes`, { path: '/orders' }, ann);

    expect((await api.request('GET', '/api/mock-configs', undefined, eve)).json.data).toEqual([]);
    for (const [method, path, body] of [
      ['GET', `/api/mock-configs/${config.id}`, undefined],
      ['PUT', `/api/mock-configs/${config.id}`, { name: 'Eve' }],
      ['DELETE', `/api/mock-configs/${config.id}`, undefined],
      ['POST', `/api/mock-configs/${config.id}/routes`, { path: '/x' }],
      ['PUT', `/api/mock-configs/${config.id}/routes/${route.json.id}`, { path: '/x' }],
      ['PUT', `/api/mock-configs/${config.id}/routes/order`, { routeIds: [route.json.id] }],
      ['POST', '/api/mock-configs', { name: 'Planted', workspaceId }],
    ] as const) {
      expect((await api.request(method, path, body, eve)).status, `${method} ${path}`).toBe(404);
    }

    // Private behind an API key: a member's key opens it, an outsider's does not.
    const keyOf = async (as: Credentials) =>
      (await api.request('POST', '/api/auth/api-keys', { name: 'ci' }, as)).json.data.apiKey as string;
    const served = (key: string) =>
      call(`${server!.url}/mock/${config.slug}/orders`, { headers: { 'x-api-key': key } });
    expect((await served(await keyOf(eve))).status).toBe(401);
    expect((await served(await keyOf(bob))).status).toBe(200);
    expect((await api.request('GET', '/api/mock-logs', undefined, eve)).json.data).toEqual([]);
    expect((await api.request('GET', '/api/mock-stats', undefined, eve)).json.data.totalRequests).toBe(0);
    // Her Tester does not reach it either: the miss is hers alone, in her own log.
    const eveTest = await api.request('POST', '/api/mock-test', { url: `/mock/${config.slug}/orders` }, eve);
    expect(eveTest.json.success).toBe(false);
    expect((await api.request('GET', '/api/mock-logs', undefined, ann)).json.data).toHaveLength(1);
    expect((await api.request('GET', '/api/mock-configs', undefined, ann)).json.data[0].name).toBe('Orders');
  });
});
