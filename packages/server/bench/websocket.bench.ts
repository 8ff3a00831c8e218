// What the WebSocket relay adds over a direct connection: round trips one at a time — the browser's
// path, a send call to the server, the relayed frame to a local echo upstream, the echo pushed back
// through the live channel (SSE) — beside a direct `ws` client's round trip to the same upstream in
// this process on this machine; and messages/s the relay takes in from an upstream that floods one
// connection. Target: the relay adds ≤ 1 ms at p50.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { startWebSocketEcho } from '@courier/testkit/servers';
import WebSocket, { WebSocketServer } from 'ws';
import { createWebSocketRelay } from '../src/areas/websocket/relay.js';
import { openLiveStream } from '../src/live/liveStream.js';
import { accountsApi } from '../test/accountsApi.js';
import { startTestServer } from '../test/startTestServer.js';

const ROUND_TRIPS = 2000;
const WARM_UP = 200;
const FLOOD = 20_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const echo = await startWebSocketEcho();
// An upstream that answers 'flood N' with N small frames as fast as it can.
const flooder = new WebSocketServer({ host: '127.0.0.1', port: 0 });
flooder.on('connection', (socket) =>
  socket.on('message', (data) => {
    const count = Number(/^flood (\d+)$/.exec(data.toString())?.[1] ?? 0);
    for (let i = 0; i < count; i++) socket.send(`tick ${i}`);
  }),
);
await new Promise((resolve) => flooder.once('listening', resolve));
const flooderUrl = `ws://127.0.0.1:${(flooder.address() as { port: number }).port}`;

// Direct: a ws client to the echo upstream, one frame at a time.
const direct = new WebSocket(echo.url);
await new Promise((resolve) => direct.once('message', resolve)); // the greeting
const directMs: number[] = [];
for (let i = 0; i < WARM_UP + ROUND_TRIPS; i++) {
  const started = performance.now();
  direct.send(`m${i}`);
  await new Promise((resolve) => direct.once('message', resolve));
  if (i >= WARM_UP) directMs.push(performance.now() - started);
}
direct.close();

// Relayed: a signed-in user's send call, and the echo arriving on their live stream.
const relay = createWebSocketRelay({ mode: 'local', limits: { keptMessages: 100, maxOpenPerUser: 5 } });
const server = await startTestServer({ websocketRelay: relay });
const api = accountsApi(server);
const user = await api.register('benchuser');
const stream = await openLiveStream(server.url, user.token, [`user:${user.id}`]);
await stream.waitFor((message) => message.event === 'ready');
const created = await api.request('POST', '/api/websocket/connections', { url: echo.url }, user);
const connectionId = created.json.connectionId as string;
/** Resolves when the echo of `text` has been pushed to the browser's stream. */
const echoed = (text: string) =>
  stream.waitFor((message) => {
    if (message.event !== 'notice') return false;
    const { data } = message.data as { data: { message?: { direction: string; content: string } } };
    return data.message?.direction === 'received' && data.message.content === text;
  }, 5000);
const relayedMs: number[] = [];
for (let i = 0; i < WARM_UP + ROUND_TRIPS; i++) {
  const text = `r${i}`;
  const started = performance.now();
  const arrived = echoed(text);
  await api.request('POST', `/api/websocket/connections/${connectionId}/send`, { message: text }, user);
  await arrived;
  if (i >= WARM_UP) relayedMs.push(performance.now() - started);
  // The stream helper keeps every message; dropping the read ones keeps each wait short.
  stream.messages.length = 0;
}
stream.close();

// Intake: one relayed connection taking a flood from upstream.
const flood = await api.request('POST', '/api/websocket/connections', { url: flooderUrl }, user);
const floodId = flood.json.connectionId as string;
const floodStarted = performance.now();
await api.request('POST', `/api/websocket/connections/${floodId}/send`, { message: `flood ${FLOOD}` }, user);
const received = () => relay.snapshot(floodId)!.connection.stats.messagesReceived;
while (received() < FLOOD) await new Promise((resolve) => setTimeout(resolve, 5));
const floodSeconds = (performance.now() - floodStarted) / 1000;

const row = (name: string, values: number[]) => ({
  path: name,
  'p50 (ms)': percentile(values, 50).toFixed(3),
  'p99 (ms)': percentile(values, 99).toFixed(3),
});
console.log(
  `load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores: other work on the machine inflates every figure`,
);
console.log(`${ROUND_TRIPS} round trips one at a time, after ${WARM_UP} to warm up`);
console.table([
  row('direct ws client → echo (anchor)', directMs),
  row('send call → relay → echo → live push', relayedMs),
]);
console.log(
  `relay adds ${(percentile(relayedMs, 50) - percentile(directMs, 50)).toFixed(3)} ms at p50, ` +
    `${(percentile(relayedMs, 99) - percentile(directMs, 99)).toFixed(3)} ms at p99 (target ≤ 1 ms at p50)`,
);
console.log(`intake: ${Math.round(FLOOD / floodSeconds)} messages/s relayed from one flooding upstream`);

await server.close();
await echo.close();
flooder.close();
