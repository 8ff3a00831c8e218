// Response analysis: what recording adds to a send through /api/proxy (recording on vs off, in
// the same run, requests interleaved so machine load hits both alike; target ≤ 0.3 ms added at
// p50), and the 24-hour statistics over 100,000 recorded sends on SQLite and PostgreSQL (target
// ≤ 100 ms), with the first page of the listing beside them.
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createId } from '@courier/core';
import { pino } from 'pino';
import { sql } from 'kysely';
import { Agent, request } from 'undici';
import { createApp } from '../src/app.js';
import { insertResponses, type NewResponseRow } from '../src/areas/analysis/cacheRepo.js';
import { saveSettings } from '../src/areas/analysis/repo.js';
import { DEFAULT_ANALYSIS_SETTINGS } from '../src/areas/analysis/settings.js';
import { createAnalysisService } from '../src/areas/analysis/service.js';
import { createOutboundTransport } from '../src/areas/proxy/outboundTransport.js';
import type { DatabaseTarget } from '../src/config.js';
import { openDatabase, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { LOCAL_OWNER_ID } from '../src/http/personalOwner.js';
import { TEST_CONFIG } from '../test/startTestServer.js';
import { createTestDatabase } from '../test/testDatabases.js';

const REQUESTS = 3000;
const RECORDED = 100_000;
const STATS_RUNS = 20;
const body = JSON.stringify({ id: 1, name: 'Ada', tags: ['a', 'b'], text: 'x'.repeat(1024) });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function listen(server: ReturnType<typeof createServer>): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const sqliteTarget = (): DatabaseTarget => ({
  dialect: 'sqlite',
  filename: join(mkdtempSync(join(tmpdir(), 'courier-bench-')), 'courier.db'),
});

// ---- Proxy overhead: two servers alike but for the local owner's recording setting.
const upstream = createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(body);
});
const upstreamUrl = `${await listen(upstream)}/items`;
const transport = createOutboundTransport(TEST_CONFIG);

async function proxyServer(recording: boolean) {
  const db = openDatabase(sqliteTarget());
  await migrateToLatest(db);
  await saveSettings(db, LOCAL_OWNER_ID, { ...DEFAULT_ANALYSIS_SETTINGS, recording }, new Date().toISOString());
  const server = createServer(createApp({ config: TEST_CONFIG, db, logger: pino({ level: 'warn' }), transport }));
  return { db, server, url: `${await listen(server)}/api/proxy` };
}
const recordingOn = await proxyServer(true);
const recordingOff = await proxyServer(false);

const agent = new Agent();
const proxyBody = JSON.stringify({ method: 'GET', url: upstreamUrl, headers: [] });
const proxied = (url: string) => async () => {
  const response = await request(url, {
    dispatcher: agent,
    method: 'POST',
    headers: { 'content-type': 'application/json', host: new URL(url).host, 'x-courier-environment': 'staging' },
    body: proxyBody,
  });
  const text = await response.body.text();
  if (response.statusCode !== 200) throw new Error(`proxy answered ${response.statusCode}: ${text}`);
};
async function time(send: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await send();
  return performance.now() - started;
}
const sendOn = proxied(recordingOn.url);
const sendOff = proxied(recordingOff.url);
for (let i = 0; i < 300; i++) await Promise.all([sendOn(), sendOff()]); // warm-up: JIT, pools
const onMs: number[] = [];
const offMs: number[] = [];
for (let i = 0; i < REQUESTS; i++) {
  onMs.push(await time(sendOn));
  offMs.push(await time(sendOff));
}
const recordedCount = await createAnalysisService(recordingOn.db, {
  record: () => undefined,
  flush: () => new Promise((resolve) => setTimeout(resolve, 200)),
}).listCache(LOCAL_OWNER_ID, { limit: 1 });

console.log(
  `load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores: other work on the machine inflates every figure`,
);
console.log(`${REQUESTS} sequential sends of a ${body.length}-byte JSON body through /api/proxy, interleaved`);
console.table([
  { recording: 'off', 'p50 (ms)': percentile(offMs, 50).toFixed(3), 'p99 (ms)': percentile(offMs, 99).toFixed(3) },
  { recording: 'on', 'p50 (ms)': percentile(onMs, 50).toFixed(3), 'p99 (ms)': percentile(onMs, 99).toFixed(3) },
]);
console.log(
  `recording adds ${(percentile(onMs, 50) - percentile(offMs, 50)).toFixed(3)} ms at p50 (target ≤ 0.3 ms), ` +
    `${(percentile(onMs, 99) - percentile(offMs, 99)).toFixed(3)} ms at p99; ${recordedCount.total} sends recorded`,
);
await agent.close();
await transport.close();
for (const { server, db } of [recordingOn, recordingOff]) {
  server.close();
  await db.destroy();
}
upstream.close();

// ---- 24-hour statistics over 100,000 recorded sends.
function recordedSends(now: number): NewResponseRow[] {
  return Array.from({ length: RECORDED }, (_, index) => {
    // Spread over the last 23 hours, so none leaves the window while the rows are being written.
    const at = now - Math.floor((index / RECORDED) * 23 * 60 * 60 * 1000);
    return {
      owner_id: LOCAL_OWNER_ID,
      id: createId(at),
      method: index % 4 ? 'GET' : 'POST',
      url: `http://api.test/items/${index % 50}`,
      environment: index % 3 ? 'staging' : 'production',
      environment_key: index % 3 ? 'staging' : 'production',
      status: index % 20 ? 200 : 500,
      headers: '[["content-type","application/json"]]',
      content_type: 'application/json',
      body: null,
      body_encoding: 'utf8',
      body_hash: '0'.repeat(64),
      size: 1000 + (index % 500),
      total_ms: 5 + (index % 400),
      cached_at: new Date(at).toISOString(),
      baseline: 0,
      ignore_rules: null,
    };
  });
}

async function measureStats(dialect: DatabaseTarget['dialect']) {
  const database =
    dialect === 'sqlite' ? { target: sqliteTarget(), drop: async () => undefined } : await createTestDatabase(dialect);
  const db: Db = openDatabase(database.target);
  try {
    await migrateToLatest(db);
    const rows = recordedSends(Date.now());
    const started = performance.now();
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += 1000)
        await insertResponses(trx, rows.slice(start, start + 1000));
    });
    const insertMs = performance.now() - started;
    // What PostgreSQL's autovacuum and SQLite's optimize do for a table in use: statistics for the
    // planner (and, on PostgreSQL, the visibility map that lets a scan read only the index).
    await sql`${sql.raw(dialect === 'postgres' ? 'vacuum analyze analysis_responses' : 'analyze')}`.execute(db);
    const service = createAnalysisService(db, { record: () => undefined, flush: async () => undefined });
    const statsMs: number[] = [];
    // SQLite runs its queries in this process: its CPU time is the figure machine load cannot inflate.
    const statsCpuMs: number[] = [];
    const pageMs: number[] = [];
    let requestCount = 0;
    for (let run = 0; run < STATS_RUNS; run++) {
      const cpuBefore = process.cpuUsage();
      statsMs.push(await time(async () => (requestCount = (await service.stats(LOCAL_OWNER_ID)).requestCount)));
      const { user, system } = process.cpuUsage(cpuBefore);
      statsCpuMs.push((user + system) / 1000);
      pageMs.push(
        await time(() => service.listCache(LOCAL_OWNER_ID, { limit: 50, status: 500, environment: 'Staging' })),
      );
    }
    return {
      database: dialect,
      'sends in 24 h': requestCount,
      'insert (s)': (insertMs / 1000).toFixed(1),
      'stats p50 (ms)': percentile(statsMs, 50).toFixed(1),
      'stats max (ms)': Math.max(...statsMs).toFixed(1),
      'stats CPU in Node p50 (ms)': percentile(statsCpuMs, 50).toFixed(1),
      'filtered page p50 (ms)': percentile(pageMs, 50).toFixed(1),
    };
  } finally {
    await db.destroy();
    await database.drop();
  }
}

const statsRows = [await measureStats('sqlite'), await measureStats('postgres')];
console.log(
  `\n24-hour statistics over ${RECORDED.toLocaleString('en')} recorded sends, ${STATS_RUNS} runs each (target ≤ 100 ms)`,
);
console.table(statsRows);
