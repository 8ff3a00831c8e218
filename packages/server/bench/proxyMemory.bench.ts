// Peak memory of the server while it proxies 12 concurrent 50 MB binary responses from a loopback
// upstream: the server runs as its own process (`main.ts`, SQLite in a temporary folder) and its peak
// resident size (VmHWM) is read from /proc. Measured twice: in local mode, where nothing caps the
// requests in flight, and in hosted mode with all 12 sent by one signed-in user, which the per-user
// cap (COURIER_PROXY_CONCURRENCY, 4) bounds. `SERVER_MAIN` points at another main.ts to measure an
// older version the same way.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call } from '../test/call.js';

const CONCURRENT = 12;
const BODY = randomBytes(50_000_000);
const main = process.env.SERVER_MAIN ?? join(import.meta.dirname, '../src/main.ts');

const upstream = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(BODY),
);
upstream.listen(0, '127.0.0.1');
await once(upstream, 'listening');
const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

/** One proxied request; the reply is read and thrown away. Resolves with its status and size. */
const proxied = (port: number, token?: string) =>
  new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const req = request(`http://127.0.0.1:${port}/api/proxy`, { method: 'POST', headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify({ method: 'GET', url: upstreamUrl, headers: [] }));
  });

/** A signed-in user's token in hosted mode (registration, at production scrypt cost). */
async function signedIn(port: number): Promise<string> {
  const reply = await call(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'bench',
      email: 'bench@example.com',
      password: 'Sturdy#Pass9',
      firstName: 'Bench',
      lastName: 'User',
    }),
  });
  if (reply.status !== 201) throw new Error(`registration answered ${reply.status}`);
  return reply.json.data.token as string;
}

async function measure(mode: 'local' | 'hosted'): Promise<void> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--no-node-snapshot', '--conditions=courier-source', '--import', 'tsx', main, '--port', String(port)],
    {
      env: {
        ...process.env,
        COURIER_MODE: mode,
        COURIER_PROXY_ALLOWLIST: '127.0.0.1',
        COURIER_DATA_DIR: mkdtempSync(join(tmpdir(), 'courier-mem-')),
        COURIER_LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const memory = (field: 'VmRSS' | 'VmHWM') =>
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024;
  try {
    for (let tries = 0; ; tries++) {
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (up?.ok) break;
      if (tries > 300) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const token = mode === 'hosted' ? await signedIn(port) : undefined;
    await proxied(port, token); // warm up: the first request loads the transport
    // Forget the peak so far (the sign-in's scrypt holds 128 MiB for a moment): only the burst counts.
    writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
    const idle = memory('VmRSS');
    const started = performance.now();
    const replies = await Promise.all(Array.from({ length: CONCURRENT }, () => proxied(port, token)));
    const seconds = (performance.now() - started) / 1000;
    const peak = memory('VmHWM');
    const statuses = Object.entries(
      replies.reduce<Record<number, number>>(
        (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
        {},
      ),
    )
      .map(([status, count]) => `${count}×${status}`)
      .join(' ');
    console.log(`${mode}: ${CONCURRENT} concurrent 50 MB responses in ${seconds.toFixed(1)} s (${statuses})`);
    console.log(`${mode}: resident memory ${idle.toFixed(0)} MB idle → ${peak.toFixed(0)} MB peak`);
  } finally {
    child.kill('SIGTERM');
  }
}

console.log(`server: ${main}`);
await measure('local');
await measure('hosted');
upstream.close();
