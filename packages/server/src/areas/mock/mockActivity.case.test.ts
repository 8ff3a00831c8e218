// A request to a served mock reaches its owner's open views through the live channel on SQLite and
// PostgreSQL, and with PostgreSQL from one instance to a browser connected to another; nobody else
// hears of it.
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_ACTIVITY_NOTICE } from '@courier/core';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { accountsApi, type AccountsApi, type Credentials } from '../../../test/accountsApi.js';
import { call } from '../../../test/call.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { openLiveStream, type LiveStream, type StreamMessage } from '../../live/liveStream.js';

const isActivity = (message: StreamMessage) =>
  message.event === 'notice' && (message.data as { type?: string }).type === MOCK_ACTIVITY_NOTICE;

describe.each(TEST_DIALECTS)('mock activity through the live channel on %s', (dialect) => {
  const servers: TestServer[] = [];
  const streams: LiveStream[] = [];
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    // The instance that created the database drops it, so it closes last.
    for (const server of servers.splice(0).reverse()) await server.close();
  });

  async function start(sameDatabaseAs?: TestServer): Promise<TestServer> {
    const server = await startTestServer({ dialect, config: { mode: 'hosted' }, sameDatabaseAs });
    servers.push(server);
    return server;
  }
  async function follow(server: TestServer, token: string, scope: string): Promise<LiveStream> {
    const stream = await openLiveStream(server.url, token, [scope]);
    streams.push(stream);
    await stream.waitFor((message) => message.event === 'ready');
    return stream;
  }
  async function servedRoute(api: AccountsApi, as: Credentials): Promise<string> {
    const created = await api.request('POST', '/api/mock-configs', { name: 'Shop' }, as);
    const { id, slug } = created.json.data as { id: string; slug: string };
    await api.request('POST', `/api/mock-configs/${id}/routes`, { path: '/users/:id' }, as);
    return slug;
  }

  it("tells the owner's live connection of every hit and of a cleared log, and nobody else", async () => {
    const server = await start();
    const api = accountsApi(server);
    const ann = await api.register('ann');
    const bob = await api.register('bob');
    const slug = await servedRoute(api, ann);
    const annStream = await follow(server, ann.token, `user:${ann.id}`);
    const bobStream = await follow(server, bob.token, `user:${bob.id}`);

    expect((await call(`${server.url}/mock/${slug}/users/1`)).status).toBe(200);
    expect((await call(`${server.url}/mock/${slug}/nowhere`)).status).toBe(404);
    const notice = await annStream.waitFor(isActivity);
    expect(notice.data).toMatchObject({ scope: `user:${ann.id}`, type: MOCK_ACTIVITY_NOTICE });
    // The notice arrives once the entries are stored: reading the log then shows them.
    const logs = await api.request('GET', '/api/mock-logs', undefined, ann);
    expect(logs.json.data).toHaveLength(2);

    await api.request('DELETE', '/api/mock-logs', undefined, ann);
    await annStream.waitFor(
      (message) => isActivity(message) && (message.data as { data: { entries: number } }).data.entries === 0,
    );
    expect(bobStream.messages.filter(isActivity)).toEqual([]);
  });

  it.runIf(dialect === 'postgres')(
    'reaches a browser connected to another instance than the one that served the hit, within a second',
    async () => {
      const a = await start();
      const b = await start(a);
      const api = accountsApi(a);
      const ann = await api.register('ann');
      const slug = await servedRoute(api, ann);
      const onB = await follow(b, ann.token, `user:${ann.id}`);

      const hitAt = Date.now();
      expect((await call(`${a.url}/mock/${slug}/users/7`)).status).toBe(200);
      await onB.waitFor(isActivity, 1000);
      expect(Date.now() - hitAt).toBeLessThan(1000);
      const logs = await accountsApi(b).request('GET', '/api/mock-logs', undefined, ann);
      expect(logs.json.data.map((entry: { url: string }) => entry.url)).toEqual([`/mock/${slug}/users/7`]);
    },
  );
});
