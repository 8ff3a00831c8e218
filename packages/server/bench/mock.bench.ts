// Served mocks under load: requests/s and p99 of a route with a static body and of one with a
// dynamic body (request values and faker data), beside the same autocannon run against a bare
// Express route answering the same JSON, in this process on this machine; and the time to match
// a request among 1,000 routes. Targets: static ≥ 50 % of bare Express; p99 ≤ 5 ms at 10 connections.
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { compileConfig, matchRequest, mockRequestFrom, MockRouteInputSchema } from '@courier/core';
import autocannon from 'autocannon';
import express from 'express';
import { pino } from 'pino';
import { createApp } from '../src/app.js';
import { createOutboundTransport } from '../src/areas/proxy/outboundTransport.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { TEST_CONFIG } from '../test/startTestServer.js';

const CONNECTIONS = 10;
const DURATION_S = 5;
const body = { id: 1, name: 'Ada', tags: ['a', 'b'], text: 'x'.repeat(1024) };

async function listen(server: ReturnType<typeof createServer>): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const bare = express();
bare.disable('x-powered-by');
bare.set('etag', false);
bare.get('/items/:id', (_req, res) => {
  res.json(body);
});
const bareServer = createServer(bare);
const bareUrl = await listen(bareServer);

const db = openDatabase({ dialect: 'sqlite', filename: join(mkdtempSync(join(tmpdir(), 'courier-bench-')), 'c.db') });
await migrateToLatest(db);
const transport = createOutboundTransport(TEST_CONFIG);
// Logs at warn: the figure is the mock's own work, not a terminal's speed at printing request lines.
const app = createApp({ config: TEST_CONFIG, db, logger: pino({ level: 'warn' }), transport });
const courier = createServer(app);
const courierUrl = await listen(courier);

async function api(path: string, value: unknown): Promise<{ data: { id: string; slug: string } }> {
  const response = await fetch(`${courierUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(value),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: { id: string; slug: string } };
}
const { data: config } = await api('/mock-configs', { name: 'Bench' });
await api(`/mock-configs/${config.id}/routes`, { path: '/items/:id', response: { body } });
await api(`/mock-configs/${config.id}/routes`, {
  path: '/people/:id',
  response: {
    body: { ...body, id: '{{request.params.id}}', name: '{{$randomFullName}}', page: '{{request.query.page}}' },
  },
});
const staticUrl = `${courierUrl}/mock/${config.slug}/items/1`;
const dynamicUrl = `${courierUrl}/mock/${config.slug}/people/7?page=2`;
for (const url of [staticUrl, dynamicUrl, `${bareUrl}/items/1`]) {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

const load = (url: string) => autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
await autocannon({ url: staticUrl, connections: CONNECTIONS, duration: 1 }); // warm-up: JIT, faker, pools
await autocannon({ url: dynamicUrl, connections: CONNECTIONS, duration: 1 });
const bareLoad = await load(`${bareUrl}/items/1`);
const staticLoad = await load(staticUrl);
const dynamicLoad = await load(dynamicUrl);

// Matching alone: the last of 1,000 routes, each with a parameter and a wildcard.
const routes = Array.from({ length: 1000 }, (_, i) => ({
  ...MockRouteInputSchema.parse({ path: `/resource${i}/:id/items/*` }),
  id: `r${i}`,
}));
const compiled = compileConfig({ id: 'c', name: 'Big', baseUrl: '', enabled: true, routes });
const probe = mockRequestFrom('GET', '/resource999/5/items/x', {}, '');
for (let i = 0; i < 10_000; i++) matchRequest(compiled, probe);
const MATCHES = 100_000;
const started = performance.now();
for (let i = 0; i < MATCHES; i++) matchRequest(compiled, probe);
const matchUs = ((performance.now() - started) / MATCHES) * 1000;

const row = (name: string, result: autocannon.Result) => ({
  route: name,
  'req/s': Math.round(result.requests.average),
  'p50 (ms)': result.latency.p50,
  'p99 (ms)': result.latency.p99,
  'vs bare Express': `${Math.round((result.requests.average / bareLoad.requests.average) * 100)} %`,
  failed: result.non2xx + result.errors,
});
console.log(
  `load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores: other work on the machine inflates every figure`,
);
console.log(`${DURATION_S} s of ${CONNECTIONS} connections each, a ${JSON.stringify(body).length}-byte JSON body`);
console.table([
  row('bare Express route (anchor)', bareLoad),
  row('mock, static body', staticLoad),
  row('mock, dynamic body', dynamicLoad),
]);
console.log(`matching among 1,000 routes: ${matchUs.toFixed(2)} µs per request`);
console.log(
  `targets: static ≥ 50 % of bare Express (${Math.round((staticLoad.requests.average / bareLoad.requests.average) * 100)} %), ` +
    `p99 ≤ 5 ms (static ${staticLoad.latency.p99} ms, dynamic ${dynamicLoad.latency.p99} ms)`,
);

// The log of the last hits is written in a batch shortly after them: let it land before the database closes.
await new Promise((resolve) => setTimeout(resolve, 300));
await transport.close();
courier.closeAllConnections();
courier.close();
bareServer.closeAllConnections();
bareServer.close();
await db.destroy();
