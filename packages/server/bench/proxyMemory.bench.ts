// Peak memory of the server while it proxies 12 concurrent 50 MB binary responses from a loopback
// upstream: the server runs as its own process (`main.ts`, local mode, SQLite in a temporary
// folder) and its peak resident size (VmHWM) is read from /proc. `SERVER_MAIN` points at another
// main.ts to measure an older version the same way.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CONCURRENT = 12;
const BODY = randomBytes(50_000_000);

const upstream = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(BODY),
);
upstream.listen(0, '127.0.0.1');
await once(upstream, 'listening');
const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`;

const probe = createServer().listen(0, '127.0.0.1');
await once(probe, 'listening');
const port = (probe.address() as AddressInfo).port;
probe.close();

const main = process.env.SERVER_MAIN ?? join(import.meta.dirname, '../src/main.ts');
const child = spawn(
  process.execPath,
  ['--no-node-snapshot', '--conditions=courier-source', '--import', 'tsx', main, '--port', String(port)],
  {
    env: { ...process.env, COURIER_DATA_DIR: mkdtempSync(join(tmpdir(), 'courier-mem-')), COURIER_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const memory = (field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024;

/** One proxied request; the reply is read and thrown away. Resolves with its status and size. */
const proxied = () =>
  new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const req = request(
      `http://127.0.0.1:${port}/api/proxy`,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ method: 'GET', url: upstreamUrl, headers: [] }));
  });

for (let tries = 0; ; tries++) {
  const up = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
  if (up?.ok) break;
  if (tries > 300) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await proxied(); // warm up: the first request loads the transport
const idle = memory('VmRSS');
const started = performance.now();
const replies = await Promise.all(Array.from({ length: CONCURRENT }, proxied));
const seconds = (performance.now() - started) / 1000;
const peak = memory('VmHWM');
child.kill('SIGTERM');
upstream.close();

const statuses = replies.map((reply) => reply.status).join(',');
console.log(`server: ${main}`);
console.log(`${CONCURRENT} concurrent 50 MB responses in ${seconds.toFixed(1)} s, statuses ${statuses}`);
console.log(`resident memory: ${idle.toFixed(0)} MB idle → ${peak.toFixed(0)} MB peak`);
