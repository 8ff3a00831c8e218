// What /api/proxy adds over sending directly: latency p50/p99 of one request at a time,
// interleaved with direct requests so machine load hits both alike, and throughput at 10 clients.
// Target: ≤ 1 ms added at p50.
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { Agent, request } from 'undici';
import { createApp } from '../src/app.js';
import { createOutboundTransport } from '../src/areas/proxy/outboundTransport.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { TEST_CONFIG } from '../test/startTestServer.js';

const REQUESTS = 3000;
const body = JSON.stringify({ id: 1, name: 'Ada', tags: ['a', 'b'], text: 'x'.repeat(1024) });

async function listen(server: ReturnType<typeof createServer>): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const upstream = createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(body);
});
const upstreamUrl = `${await listen(upstream)}/items`;

const db = openDatabase({
  dialect: 'sqlite',
  filename: join(mkdtempSync(join(tmpdir(), 'courier-bench-')), 'courier.db'),
});
await migrateToLatest(db);
const transport = createOutboundTransport(TEST_CONFIG);
// Logs at warn: the figure is the proxy's own work, not a terminal's speed at printing request lines.
const app = createApp({ config: TEST_CONFIG, db, logger: pino({ level: 'warn' }), transport });
const courier = createServer(app);
const proxyUrl = `${await listen(courier)}/api/proxy`;
const proxyBody = JSON.stringify({ method: 'GET', url: upstreamUrl, headers: [] });
const proxyHeaders = { 'content-type': 'application/json', host: new URL(proxyUrl).host };

const agent = new Agent();
async function time(send: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await send();
  return performance.now() - started;
}
const direct = () => request(upstreamUrl, { dispatcher: agent }).then((response) => response.body.text());
const proxied = () =>
  request(proxyUrl, { dispatcher: agent, method: 'POST', headers: proxyHeaders, body: proxyBody }).then(
    async (response) => {
      const text = await response.body.text();
      if (response.statusCode !== 200) throw new Error(`proxy answered ${response.statusCode}: ${text}`);
    },
  );

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

for (let i = 0; i < 300; i++) await Promise.all([direct(), proxied()]); // warm-up: JIT, pools
const directMs: number[] = [];
const proxiedMs: number[] = [];
for (let i = 0; i < REQUESTS; i++) {
  directMs.push(await time(direct));
  proxiedMs.push(await time(proxied));
}

/** CPU milliseconds per request (client, proxy and upstream all run here): immune to waiting for a core. */
async function cpuPerRequest(send: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < REQUESTS / 3; i++) await send();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000 / (REQUESTS / 3);
}
const directCpu = await cpuPerRequest(direct);
const proxiedCpu = await cpuPerRequest(proxied);

const load = (url: string, extra: Partial<Parameters<typeof autocannon>[0]> = {}) =>
  autocannon({ url, connections: 10, duration: 5, ...extra });
const directLoad = await load(upstreamUrl);
const proxiedLoad = await load(proxyUrl, { method: 'POST', headers: proxyHeaders, body: proxyBody });

const row = (name: string, latencies: number[], cpu: number, throughput: number, failures: number) => ({
  path: name,
  'CPU (ms/req)': cpu.toFixed(3),
  'p50 (ms)': percentile(latencies, 50).toFixed(3),
  'p99 (ms)': percentile(latencies, 99).toFixed(3),
  'req/s at 10 clients': Math.round(throughput),
  'failed at 10 clients': failures,
});
console.log(
  `load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores: other work on the machine inflates every figure`,
);
console.log(`${REQUESTS} sequential GETs of a ${body.length}-byte JSON body, then 5 s of 10 concurrent clients`);
console.table([
  row('direct undici', directMs, directCpu, directLoad.requests.average, directLoad.non2xx + directLoad.errors),
  row('via /api/proxy', proxiedMs, proxiedCpu, proxiedLoad.requests.average, proxiedLoad.non2xx + proxiedLoad.errors),
]);
console.log(
  `proxy adds ${(percentile(proxiedMs, 50) - percentile(directMs, 50)).toFixed(3)} ms at p50, ` +
    `${(percentile(proxiedMs, 99) - percentile(directMs, 99)).toFixed(3)} ms at p99 (target ≤ 1 ms at p50), ` +
    `${(proxiedCpu - directCpu).toFixed(3)} ms of CPU per request`,
);

await Promise.all([agent.close(), transport.close()]);
courier.close();
upstream.close();
await db.destroy();
