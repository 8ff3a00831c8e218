// How long a legitimate sign-in takes while others flood the server with password hashing, at
// production scrypt cost: the server runs as its own process (`main.ts`, local mode, SQLite in a
// temporary folder). Floods: registrations from 40 client addresses at once, and 60 concurrent
// change-password calls of one signed-in user. `SERVER_MAIN` points at another main.ts to measure
// an older version the same way.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNT } from '@courier/core';
import { call } from '../test/call.js';

const PASSWORD = 'Sturdy#Pass9';

const probe = createServer().listen(0, '127.0.0.1');
await once(probe, 'listening');
const port = (probe.address() as AddressInfo).port;
probe.close();

const main = process.env.SERVER_MAIN ?? join(import.meta.dirname, '../src/main.ts');
const child = spawn(
  process.execPath,
  ['--no-node-snapshot', '--conditions=courier-source', '--import', 'tsx', main, '--port', String(port)],
  {
    env: { ...process.env, COURIER_DATA_DIR: mkdtempSync(join(tmpdir(), 'courier-flood-')), COURIER_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);

const api = (path: string, body: unknown, from: string, token?: string) =>
  call(`http://127.0.0.1:${port}/api${path}`, {
    method: 'POST',
    localAddress: from,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** Milliseconds of one demo sign-in from its own address. */
async function signIn(): Promise<number> {
  const started = performance.now();
  const reply = await api(
    '/auth/login',
    { identifier: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password },
    '127.0.0.3',
  );
  if (reply.status !== 200) throw new Error(`sign-in answered ${reply.status}`);
  return performance.now() - started;
}

for (let tries = 0; ; tries++) {
  const up = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
  if (up?.ok) break;
  if (tries > 300) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const registration = (name: string) => ({
  username: name,
  email: `${name}@example.com`,
  password: PASSWORD,
  firstName: 'Flood',
  lastName: name,
});
const flooder = (await api('/auth/register', registration('flooder'), '127.0.0.2')).json.data.token as string;
const idle = await signIn();

const floods = {
  'registrations from 40 addresses': () =>
    Array.from({ length: 40 }, (_, i) => api('/auth/register', registration(`reg_${i}`), `127.0.1.${i + 1}`)),
  '60 change-password calls of one user': () =>
    Array.from({ length: 60 }, () =>
      api('/auth/change-password', { currentPassword: 'Wrong#Pass9', newPassword: PASSWORD }, '127.0.0.2', flooder),
    ),
};
console.log(`server: ${main}`);
console.log(`sign-in alone: ${idle.toFixed(0)} ms`);
for (const [name, flood] of Object.entries(floods)) {
  const started = flood();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const during = await signIn();
  const replies = await Promise.all(started);
  const statuses = Object.entries(
    replies.reduce<Record<number, number>>(
      (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');
  console.log(`sign-in during ${name}: ${during.toFixed(0)} ms (flood answered ${statuses})`);
}
child.kill('SIGTERM');
