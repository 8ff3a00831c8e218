// The relay across instances on one database: a call reaching an instance other than the one holding
// the socket is forwarded to the holder and the echo reaches the owner's browser wherever it follows;
// an instance that dies leaves its connections reported closed, and a restart keeps the statistics.
import { afterEach, describe, expect, it } from 'vitest';
import { startWebSocketEcho, type WebSocketEcho } from '@courier/testkit/servers';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { openLiveStream, type LiveStream } from '../../live/liveStream.js';
import { accountsApi, type AccountsApi, type Credentials } from '../../../test/accountsApi.js';
import { startServerProcess, type ServerProcess } from '../../../test/serverProcess.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { createTestDatabase, TEST_DIALECTS, whileSchemasStay, type TestDatabase } from '../../../test/testDatabases.js';
import { COUNTER_WRITE_INTERVAL_MS } from './connectionWriter.js';
import { LOST_REASON } from './service.js';

const until = async (check: () => Promise<boolean>, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

interface Listed {
  id: string;
  status: string;
  messageCount: number;
  closeCode?: number;
  closeReason?: string;
}

const connections = async (api: AccountsApi, as: Credentials) =>
  (await api.request('GET', '/api/websocket/connections', undefined, as)).json.data as Listed[];
const contentsOf = async (api: AccountsApi, id: string, as: Credentials) =>
  (
    (await api.request('GET', `/api/websocket/connections/${id}/messages`, undefined, as)).json.data as Array<{
      direction: string;
      content: string;
    }>
  ).map((message) => `${message.direction} ${message.content}`);

/** A notice on the owner's stream: the echo of `text` received from upstream. */
const echoOf = (text: string) => (message: { event: string; data: unknown }) => {
  if (message.event !== 'notice') return false;
  const notice = message.data as { type: string; data: { message?: { direction: string; content: string } } };
  return (
    notice.type === 'websocket.message' &&
    notice.data.message?.direction === 'received' &&
    notice.data.message.content === text
  );
};

describe.each(TEST_DIALECTS)('WebSocket relay across instances on %s', (dialect) => {
  const servers: TestServer[] = [];
  const processes: ServerProcess[] = [];
  const streams: LiveStream[] = [];
  const databases: TestDatabase[] = [];
  let echo: WebSocketEcho | undefined;
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    for (const process of processes.splice(0)) await process.kill();
    for (const server of servers.splice(0).reverse()) await server.close();
    for (const database of databases.splice(0)) await database.drop();
    await echo?.close();
    echo = undefined;
  });

  async function follow(server: { url: string }, user: { token: string; id: string }): Promise<LiveStream> {
    const stream = await openLiveStream(server.url, user.token, [`user:${user.id}`]);
    streams.push(stream);
    await stream.waitFor((message) => message.event === 'ready');
    return stream;
  }

  it.runIf(dialect === 'postgres')(
    'forwards send, history, close and delete from B to the instance A holding the socket, and pushes the echo to a browser on B',
    async () => {
      echo = await startWebSocketEcho();
      const a = await startTestServer({ dialect });
      servers.push(a);
      const b = await startTestServer({ sameDatabaseAs: a });
      servers.push(b);
      const onA = accountsApi(a);
      const onB = accountsApi(b);
      const alice = await onA.register('alice');
      const bob = await onA.register('bob');
      const browserOnB = await follow(b, alice);

      const created = await onA.request('POST', '/api/websocket/connections', { url: echo.url }, alice);
      expect(created.status).toBe(201);
      const id = created.json.connectionId as string;
      expect(await connections(onB, alice)).toMatchObject([{ id, status: 'connected' }]);

      const sent = await onB.request('POST', `/api/websocket/connections/${id}/send`, { message: 'via B' }, alice);
      expect(sent.status, JSON.stringify(sent.json)).toBe(200);
      expect(sent.json.data).toMatchObject({ direction: 'sent', content: 'via B' });
      await browserOnB.waitFor(echoOf('via B'), 2000);
      expect(await contentsOf(onB, id, alice)).toEqual(expect.arrayContaining(['sent via B', 'received via B']));
      await until(async () => (await connections(onB, alice))[0]!.messageCount >= 4);
      const stats = (await onB.request('GET', '/api/websocket/stats', undefined, alice)).json.data;
      expect(stats).toMatchObject({ totalConnections: 1, activeConnections: 1 });
      expect(stats.totalMessages).toBeGreaterThanOrEqual(4);

      // Another user reaches neither the connection nor its history through B.
      for (const [method, path, body] of [
        ['GET', `/api/websocket/connections/${id}/messages`, undefined],
        ['POST', `/api/websocket/connections/${id}/send`, { message: 'not yours' }],
        ['POST', `/api/websocket/connections/${id}/close`, {}],
        ['DELETE', `/api/websocket/connections/${id}`, undefined],
      ] as const) {
        expect((await onB.request(method, path, body, bob)).status, `${method} ${path}`).toBe(403);
      }
      expect(await connections(onB, bob)).toEqual([]);

      // A message too large for one bus message still reaches the browser on B: as a history notice.
      const large = 'x'.repeat(20_000);
      await onB.request('POST', `/api/websocket/connections/${id}/send`, { message: large }, alice);
      await browserOnB.waitFor(
        (message) =>
          message.event === 'notice' &&
          (message.data as { type: string; data: { connectionId: string } }).type === 'websocket.history' &&
          (message.data as { data: { connectionId: string } }).data.connectionId === id,
        2000,
      );

      const closed = await onB.request('POST', `/api/websocket/connections/${id}/close`, {}, alice);
      expect(closed.json.data).toMatchObject({
        status: 'closed',
        closeCode: 1000,
        closeReason: 'User closed connection',
      });
      await until(async () => echo!.closes.length === 1);
      expect(echo.closes).toEqual([{ code: 1000, reason: 'User closed connection' }]);
      expect(await connections(onA, alice)).toMatchObject([{ id, status: 'closed', closeCode: 1000 }]);

      expect((await onB.request('DELETE', `/api/websocket/connections/${id}`, undefined, alice)).status).toBe(200);
      expect(await connections(onA, alice)).toEqual([]);
      expect((await onA.request('GET', `/api/websocket/connections/${id}/messages`, undefined, alice)).status).toBe(
        404,
      );
    },
  );

  it('reports the connections of an instance that died as closed, and keeps their statistics across a restart', async () => {
    echo = await startWebSocketEcho();
    const database = await createTestDatabase(dialect);
    databases.push(database);
    const db = openDatabase(database.target);
    await whileSchemasStay(database.target, () => migrateToLatest(db));
    await db.destroy();

    const a = await startServerProcess(database.target);
    processes.push(a);
    const onA = accountsApi(a);
    const alice = await onA.register('alice');
    const id = (await onA.request('POST', '/api/websocket/connections', { url: echo.url }, alice)).json
      .connectionId as string;
    await onA.request('POST', `/api/websocket/connections/${id}/send`, { message: 'before the crash' }, alice);
    await until(async () => (await contentsOf(onA, id, alice)).includes('received before the crash'));
    // The counters are stored within the write interval, as a flood would be.
    await new Promise((resolve) => setTimeout(resolve, COUNTER_WRITE_INTERVAL_MS * 3));
    const before = (await onA.request('GET', '/api/websocket/stats', undefined, alice)).json.data;
    expect(before).toMatchObject({ totalConnections: 1, activeConnections: 1 });

    let b: TestServer | undefined;
    if (dialect === 'postgres') {
      // A second instance while A runs: a call through it reaches A's socket in its own process.
      b = await startTestServer({ sameDatabaseAs: { databaseTarget: database.target } });
      servers.push(b);
      const sent = await accountsApi(b).request(
        'POST',
        `/api/websocket/connections/${id}/send`,
        { message: 'through B' },
        alice,
      );
      expect(sent.status, JSON.stringify(sent.json)).toBe(200);
      await until(async () => (await contentsOf(onA, id, alice)).includes('received through B'));
    }

    await a.kill();
    await until(async () => echo!.closes.length === 1);
    if (b) {
      // B sees within a moment that A stopped: the connection is closed, not left connected.
      const onB = accountsApi(b);
      await until(async () => (await connections(onB, alice))[0]!.status !== 'connected', 3000);
      expect(await connections(onB, alice)).toMatchObject([
        { id, status: 'closed', closeCode: 1006, closeReason: LOST_REASON },
      ]);
    }

    // A restart on the same database.
    const restarted = await startTestServer({ sameDatabaseAs: { databaseTarget: database.target } });
    servers.push(restarted);
    const again = accountsApi(restarted);
    const [listed] = await connections(again, alice);
    expect(listed).toMatchObject({ id, status: 'closed', closeCode: 1006, closeReason: LOST_REASON });
    const after = (await again.request('GET', '/api/websocket/stats', undefined, alice)).json.data;
    expect(after).toMatchObject({ totalConnections: 1, activeConnections: 0 });
    expect(after.totalMessages).toBeGreaterThanOrEqual(before.totalMessages);
    expect(after.totalBytes).toBeGreaterThanOrEqual(before.totalBytes);
    const late = await again.request('POST', `/api/websocket/connections/${id}/send`, { message: 'late' }, alice);
    expect([late.status, late.json.message]).toEqual([409, 'The connection is not open']);
    expect((await again.request('DELETE', `/api/websocket/connections/${id}`, undefined, alice)).status).toBe(200);
    expect(await connections(again, alice)).toEqual([]);
    // A real server process starts, and registers at production password cost, in a few seconds.
  }, 60_000);
});
