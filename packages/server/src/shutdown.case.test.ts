// SIGTERM on the real server process, SQLite and PostgreSQL: an orchestrator stopping an instance
// waits for it to exit, and browsers on it reconnect elsewhere only once their streams end.
import { afterEach, describe, expect, it } from 'vitest';
import { startWebSocketEcho, type WebSocketEcho } from '@courier/testkit/servers';
import { accountsApi } from '../test/accountsApi.js';
import { call } from '../test/call.js';
import { startServerProcess, type ServerProcess } from '../test/serverProcess.js';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../test/testDatabases.js';
import { openLiveStream, type LiveStream } from './live/liveStream.js';

describe.each(TEST_DIALECTS)('SIGTERM on %s', (dialect) => {
  const processes: ServerProcess[] = [];
  const streams: LiveStream[] = [];
  const databases: TestDatabase[] = [];
  let echo: WebSocketEcho | undefined;
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    for (const process of processes.splice(0)) await process.kill();
    for (const database of databases.splice(0)) await database.drop();
    await echo?.close();
    echo = undefined;
  });

  async function startServer(settings: Record<string, string> = {}): Promise<ServerProcess> {
    const database = await createTestDatabase(dialect);
    databases.push(database);
    const server = await startServerProcess(database.target, settings);
    processes.push(server);
    return server;
  }

  it('ends the open live streams at once, closes relayed WebSockets and exits with 0 within three seconds', async () => {
    echo = await startWebSocketEcho();
    const server = await startServer();
    const api = accountsApi(server);
    const ann = await api.register('ann');
    const bob = await api.register('bob');
    const relayed = await api.request('POST', '/api/websocket/connections', { url: echo.url }, ann);
    expect(relayed.json.data.status).toBe('connected');
    // Two tabs of one user and one of another.
    for (const user of [ann, ann, bob]) {
      const stream = await openLiveStream(server.url, user.token, [`user:${user.id}`]);
      streams.push(stream);
      await stream.waitFor((message) => message.event === 'ready');
    }

    const signalled = Date.now();
    const exited = server.terminate();
    await Promise.all(streams.map((stream) => stream.ended));
    const streamsEndedMs = Date.now() - signalled;
    const code = await exited;
    const exitedMs = Date.now() - signalled;

    // Before, a PostgreSQL server held every stream until the 10 s shutdown timeout.
    expect(streamsEndedMs).toBeLessThan(1000);
    expect(code).toBe(0);
    expect(exitedMs).toBeLessThan(3000);
    expect(echo.closes).toEqual([{ code: 1001, reason: 'Server shutting down' }]);
  }, 120_000);

  it('exits once its shutdown timeout has passed although a mock route is still waiting out its delay', async () => {
    const server = await startServer({ COURIER_SHUTDOWN_TIMEOUT_MS: '500' });
    const api = accountsApi(server);
    const ann = await api.register('ann');
    const config = (await api.request('POST', '/api/mock-configs', { name: 'Slow' }, ann)).json.data;
    const route = { path: '/slow', response: { delay: 30_000, body: { ok: true } } };
    expect((await api.request('POST', `/api/mock-configs/${config.id}/routes`, route, ann)).status).toBe(201);
    const waiting = call(`${server.url}/mock/${config.slug}/slow`).catch(() => 'cut off');
    // The request has reached the route's delay.
    await expect
      .poll(async () => (await api.request('GET', '/api/mock-logs', undefined, ann)).json.data.length, {
        timeout: 5000,
      })
      .toBe(1);

    const signalled = Date.now();
    const code = await server.terminate();
    // Before, the delay's timer held the process for its remaining 30 s after it had logged 'stopped'.
    expect(Date.now() - signalled).toBeLessThan(3000);
    expect(code).toBe(0);
    expect(await waiting).toBe('cut off');
  }, 120_000);
});
