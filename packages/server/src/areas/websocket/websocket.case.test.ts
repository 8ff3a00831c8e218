// The WebSocket relay on SQLite and PostgreSQL, against a local ws echo server: every call, the
// statuses, the handshake as recorded, upstream faults, limits, live push, shutdown, and one user's
// connections out of another's reach.
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort, fakeLookup, rawUpstream, startWebSocketEcho, type WebSocketEcho } from '@courier/testkit/servers';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { accountsApi, type AccountsApi, type Credentials } from '../../../test/accountsApi.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { openLiveStream } from '../../live/liveStream.js';
import type { RelayLimits } from './limits.js';
import { createWebSocketRelay, type WebSocketRelay } from './relay.js';

const until = async (check: () => Promise<boolean>, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(TEST_DIALECTS)('WebSocket relay on %s', (dialect) => {
  let server: TestServer | undefined;
  let echo: WebSocketEcho | undefined;
  let relay: WebSocketRelay | undefined;
  afterEach(async () => {
    await server?.close();
    await echo?.close();
    server = echo = relay = undefined;
  });

  async function start(mode: 'local' | 'hosted' = 'local', limits: Partial<RelayLimits> = {}): Promise<AccountsApi> {
    echo = await startWebSocketEcho();
    // Hosted mode reaches the echo server's port only, as an operator's allowlist entry would allow it.
    const allowlist = mode === 'hosted' ? [`127.0.0.1:${echo.port}`] : [];
    relay = createWebSocketRelay({ mode, allowlist, lookup: fakeLookup({ 'echo.test': '127.0.0.1' }), limits });
    server = await startTestServer({ dialect, config: { mode }, websocketRelay: relay });
    return accountsApi(server);
  }

  const connect = (api: AccountsApi, body: Record<string, unknown>, as?: Credentials) =>
    api.request('POST', '/api/websocket/connections', body, as);

  const messagesOf = async (api: AccountsApi, id: string, as?: Credentials) =>
    (await api.request('GET', `/api/websocket/connections/${id}/messages`, undefined, as)).json.data as Array<{
      direction: string;
      type: string;
      content: string;
      size: number;
      binary?: boolean;
      roundTripMs?: number;
    }>;

  it('opens with custom headers and subprotocols, records the 101 handshake, and relays text, binary and ping', async () => {
    const api = await start();
    const created = await connect(api, {
      url: `${echo!.url}/chat`,
      protocols: 'graphql-ws, , v2',
      headers: { Authorization: 'Bearer abc', 'X-Tenant': 'acme' },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json).toMatchObject({ success: true, connectionId: expect.any(String) });
    const id = created.json.connectionId as string;
    expect(created.json.data).toMatchObject({
      status: 'connected',
      protocols: ['graphql-ws', 'v2'],
      protocol: 'graphql-ws',
    });
    expect(created.json.data.handshake.request.headers).toMatchObject({
      authorization: 'Bearer abc',
      'x-tenant': 'acme',
    });
    expect(created.json.data.handshake.response).toMatchObject({ status: 101, headers: { upgrade: 'websocket' } });

    for (const body of [
      { message: 'hello', messageType: 'text' },
      { message: 'de ad be ef', messageType: 'binary' },
      { message: '3q2+7w==', messageType: 'binary', encoding: 'base64' },
      { message: 'are you there', messageType: 'ping' },
    ]) {
      const sent = await api.request('POST', `/api/websocket/connections/${id}/send`, body);
      expect(sent.status, JSON.stringify(sent.json)).toBe(200);
      expect(sent.json.success).toBe(true);
    }
    await until(async () => (await messagesOf(api, id)).some((message) => message.type === 'pong'));
    const messages = await messagesOf(api, id);
    const greeting = JSON.parse(messages.find((message) => message.direction === 'received')!.content);
    expect(greeting.headers).toMatchObject({ authorization: 'Bearer abc', 'x-tenant': 'acme' });
    expect(
      messages.filter((message) => message.direction !== 'system').map((m) => [m.direction, m.type, m.content]),
    ).toEqual(
      expect.arrayContaining([
        ['sent', 'message', 'hello'],
        ['received', 'message', 'hello'],
        ['sent', 'message', 'deadbeef'],
        ['received', 'message', 'deadbeef'],
        ['sent', 'ping', 'are you there'],
        ['received', 'pong', 'are you there'],
      ]),
    );
    expect(messages.find((message) => message.type === 'pong')!.roundTripMs).toBeGreaterThan(0);

    const [listed] = (await api.request('GET', '/api/websocket/connections')).json.data;
    expect(listed).toMatchObject({ id, status: 'connected', stats: { messagesSent: 3, messagesReceived: 4 } });
    expect(listed.stats.averageLatency).toBeGreaterThan(0);

    const closed = await api.request('POST', `/api/websocket/connections/${id}/close`, {});
    expect(closed.json.data).toMatchObject({
      status: 'closed',
      closeCode: 1000,
      closeReason: 'User closed connection',
    });
    await until(async () => echo!.closes.length === 1);
    expect(echo!.closes).toEqual([{ code: 1000, reason: 'User closed connection' }]);
    const afterClose = await api.request('POST', `/api/websocket/connections/${id}/send`, { message: 'late' });
    expect(afterClose.status).toBe(409);

    const stats = (await api.request('GET', '/api/websocket/stats')).json.data;
    expect(stats).toMatchObject({ totalConnections: 1, activeConnections: 0, totalErrors: 0 });
    expect(stats.totalMessages).toBe(listed.messageCount + 1);
    expect(stats.totalBytes).toBe(5 + 5 + 4 + 4 + 4 + 4 + 13 + 13 + messages[1]!.size);

    const deleted = await api.request('DELETE', `/api/websocket/connections/${id}`);
    expect(deleted.json.success).toBe(true);
    expect((await api.request('GET', '/api/websocket/connections')).json.data).toEqual([]);
    expect((await api.request('GET', `/api/websocket/connections/${id}/messages`)).status).toBe(404);
  });

  it('reports refusal with its status and body, refused ports, DNS failures, handshake timeouts and upstream closes', async () => {
    const api = await start('local', { handshakeTimeoutMs: 300 });
    const refused = await connect(api, { url: `${echo!.url}/refuse` });
    expect(refused.json).toMatchObject({ success: false, error: expect.stringContaining('401') });
    expect(refused.json.data).toMatchObject({
      status: 'error',
      handshake: { response: { status: 401, body: 'Token required' } },
    });

    const port = await closedPort();
    const noListener = await connect(api, { url: `ws://127.0.0.1:${port}` });
    expect(noListener.json).toMatchObject({ success: false, code: 'CONNECTION_REFUSED' });

    const unknown = await connect(api, { url: 'ws://nowhere.invalid/' });
    expect(unknown.json).toMatchObject({ success: false, code: 'DNS_FAILED' });

    const silent = await rawUpstream(() => undefined);
    try {
      const timedOut = await connect(api, { url: `ws://127.0.0.1:${silent.port}` });
      expect([timedOut.status, timedOut.json.code]).toEqual([504, 'TIMEOUT']);
    } finally {
      await silent.close();
    }

    // wss:// to a server that speaks plain HTTP: the TLS handshake fails.
    const notTls = await connect(api, { url: `wss://127.0.0.1:${echo!.port}/` });
    expect(notTls.json).toMatchObject({
      success: false,
      code: 'TLS_FAILED',
      error: `TLS handshake with 127.0.0.1:${echo!.port} failed: wrong version number`,
    });

    const goodbye = await connect(api, { url: `${echo!.url}/close` });
    const id = goodbye.json.connectionId as string;
    await until(
      async () =>
        (await api.request('GET', '/api/websocket/connections')).json.data.find((c: { id: string }) => c.id === id)
          .status === 'closed',
    );
    const [closed] = (await api.request('GET', '/api/websocket/connections')).json.data.filter(
      (c: { id: string }) => c.id === id,
    );
    expect(closed).toMatchObject({ closeCode: 4001, closeReason: 'bye' });
    expect((await messagesOf(api, id)).at(-1)!.content).toBe('Connection closed (4001: bye)');

    const stats = (await api.request('GET', '/api/websocket/stats')).json.data;
    expect(stats).toMatchObject({ totalConnections: 6, activeConnections: 0, totalErrors: 5 });
  });

  it('refuses oversize frames both ways, keeps only the newest messages, caps open connections and closes idle ones', async () => {
    const api = await start('local', { maxMessageBytes: 1024, keptMessages: 3, maxOpenPerUser: 2, idleTimeoutMs: 400 });
    const big = await connect(api, { url: `${echo!.url}/big?bytes=4096` });
    const bigId = big.json.connectionId as string;
    await until(async () => (await api.request('GET', '/api/websocket/connections')).json.data[0].status === 'error');
    const [oversize] = (await api.request('GET', '/api/websocket/connections')).json.data;
    expect(oversize.error).toBe('The server sent a frame larger than 1024 bytes; the connection was closed');
    expect((await api.request('GET', '/api/websocket/stats')).json.data.totalErrors).toBe(1);
    await api.request('DELETE', `/api/websocket/connections/${bigId}`);

    const id = (await connect(api, { url: echo!.url })).json.connectionId as string;
    const tooLarge = await api.request('POST', `/api/websocket/connections/${id}/send`, { message: 'x'.repeat(1025) });
    expect(tooLarge.status).toBe(413);
    const badHex = await api.request('POST', `/api/websocket/connections/${id}/send`, {
      message: 'xyz',
      messageType: 'binary',
    });
    expect([badHex.status, badHex.json.message]).toEqual([400, 'Binary hex must be pairs of the digits 0-9 and a-f']);
    // One at a time, each echo awaited, so the kept history's order is known.
    for (const text of ['a', 'b', 'c']) {
      await api.request('POST', `/api/websocket/connections/${id}/send`, { message: text });
      await until(async () => (await messagesOf(api, id)).filter((message) => message.content === text).length === 2);
    }
    const [kept] = (await api.request('GET', '/api/websocket/connections')).json.data;
    expect((await messagesOf(api, id)).map((message) => message.content)).toEqual(['b', 'c', 'c']);
    expect(kept.droppedCount).toBe(kept.messageCount - 3);

    await connect(api, { url: echo!.url });
    const third = await connect(api, { url: echo!.url });
    expect(third.status).toBe(429);

    await until(
      async () =>
        (await api.request('GET', '/api/websocket/connections')).json.data.every(
          (c: { status: string }) => c.status === 'closed',
        ),
      3000,
    );
    expect(echo!.closes.map((close) => close.code)).toEqual(expect.arrayContaining([1001, 1001]));
  });

  it('takes a flood of 10,000 messages, keeps the newest, counts the rest and stays responsive', async () => {
    const api = await start('local', { keptMessages: 100 });
    const created = await connect(api, { url: `${echo!.url}/flood?count=10000` });
    const health = await api.request('GET', '/api/health');
    expect(health.status).toBe(200);
    await until(
      async () =>
        (await api.request('GET', '/api/websocket/connections')).json.data[0].stats.messagesReceived === 10_001,
      10_000,
    );
    const [flooded] = (await api.request('GET', '/api/websocket/connections')).json.data;
    expect(flooded.droppedCount).toBe(flooded.messageCount - 100);
    const kept = await messagesOf(api, created.json.connectionId as string);
    expect(kept).toHaveLength(100);
    expect(kept.at(-1)!.content).toBe('tick 9999');
  });

  it('keeps each user to their own connections (403) and hosted mode to the proxy address policy', async () => {
    const api = await start('hosted');
    const alice = await api.register('alice');
    const bob = await api.register('bob');
    expect((await connect(api, { url: `${echo!.url}/` })).status).toBe(401);

    const literal = await connect(api, { url: 'ws://127.0.0.2:80/' }, alice);
    expect(literal.json).toMatchObject({ success: false, code: 'ADDRESS_BLOCKED' });
    const viaName = await connect(api, { url: 'ws://echo.test:1/' }, alice);
    expect(viaName.json).toMatchObject({ success: false, code: 'ADDRESS_BLOCKED' });
    const allowed = await connect(api, { url: `ws://echo.test:${echo!.port}/` }, alice);
    expect(allowed.status).toBe(201);
    const id = allowed.json.connectionId as string;

    expect((await api.request('GET', '/api/websocket/connections', undefined, bob)).json.data).toEqual([]);
    for (const [method, path, body] of [
      ['GET', `/api/websocket/connections/${id}/messages`, undefined],
      ['POST', `/api/websocket/connections/${id}/send`, { message: 'hi' }],
      ['POST', `/api/websocket/connections/${id}/close`, {}],
      ['DELETE', `/api/websocket/connections/${id}`, undefined],
    ] as const) {
      const attempt = await api.request(method, path, body, bob);
      expect(attempt.status, `${method} ${path}`).toBe(403);
    }
    expect((await api.request('GET', '/api/websocket/connections', undefined, alice)).json.data).toHaveLength(2);
    const stillOpen = await api.request('POST', `/api/websocket/connections/${id}/send`, { message: 'mine' }, alice);
    expect(stillOpen.json.success).toBe(true);
    expect((await api.request('GET', '/api/websocket/stats', undefined, bob)).json.data.totalConnections).toBe(0);
  });

  it('pushes relayed messages to the owner through the live channel and closes upstreams with 1001 at shutdown', async () => {
    const api = await start();
    const alice = await api.register('alice');
    const stream = await openLiveStream(server!.url, alice.token, [`user:${alice.id}`]);
    try {
      const id = (await connect(api, { url: echo!.url }, alice)).json.connectionId as string;
      await api.request('POST', `/api/websocket/connections/${id}/send`, { message: 'live one' }, alice);
      const pushed = await stream.waitFor(
        (message) =>
          message.event === 'notice' &&
          (message.data as { type: string; data: { message: { direction: string; content: string } } }).type ===
            'websocket.message' &&
          (message.data as { data: { message: { direction: string; content: string } } }).data.message.content ===
            'live one' &&
          (message.data as { data: { message: { direction: string } } }).data.message.direction === 'received',
      );
      expect(pushed.id).toBeUndefined();
    } finally {
      stream.close();
    }
    await relay!.closeAll();
    expect(echo!.closes).toEqual([{ code: 1001, reason: 'Server shutting down' }]);
  });
});
