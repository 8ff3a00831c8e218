// One account opening live streams in a loop against the real server process (main.ts), on SQLite and
// PostgreSQL: how many are taken, what they cost in open files and memory, whether another account
// still gets one, and how long SIGTERM then takes. Linux only (reads /proc).
import { readdirSync, readFileSync } from 'node:fs';
import { DEFAULT_LIVE_STREAM_LIMITS } from '../src/config.js';
import { openLiveStream, type LiveStream } from '../src/live/liveStream.js';
import { accountsApi } from '../test/accountsApi.js';
import { startServerProcess } from '../test/serverProcess.js';
import { createTestDatabase, TEST_DIALECTS } from '../test/testDatabases.js';

const ATTEMPTS = 1001;

const openFiles = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

console.log(
  `${ATTEMPTS} GET /api/live by one account (limits: ${DEFAULT_LIVE_STREAM_LIMITS.perAccount} per account, ${DEFAULT_LIVE_STREAM_LIMITS.perInstance} per instance)`,
);
for (const dialect of TEST_DIALECTS) {
  const database = await createTestDatabase(dialect);
  const server = await startServerProcess(database.target);
  const streams: LiveStream[] = [];
  try {
    const api = accountsApi(server);
    const ann = await api.register('ann');
    const bob = await api.register('bob');
    const before = { files: openFiles(server.pid), mb: residentMb(server.pid) };
    const statuses = new Map<number, number>();
    for (let i = 0; i < ATTEMPTS; i++) {
      const stream = await openLiveStream(server.url, ann.token, [`user:${ann.id}`]);
      streams.push(stream);
      statuses.set(stream.status, (statuses.get(stream.status) ?? 0) + 1);
    }
    const after = { files: openFiles(server.pid), mb: residentMb(server.pid) };
    const other = await openLiveStream(server.url, bob.token, [`user:${bob.id}`]);
    streams.push(other);
    const accepted = streams.filter((stream) => stream.status === 200);

    const signalled = Date.now();
    const exited = server.terminate();
    await Promise.all(accepted.map((stream) => stream.ended));
    const endedMs = Date.now() - signalled;
    const code = await exited;
    console.log(
      `${dialect}: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}; ` +
        `open files ${before.files} → ${after.files}, resident ${before.mb.toFixed(0)} → ${after.mb.toFixed(0)} MB; ` +
        `another account: ${other.status}; SIGTERM: streams ended in ${endedMs} ms, exit ${code} after ${Date.now() - signalled} ms`,
    );
  } finally {
    for (const stream of streams) stream.close();
    await server.kill();
    await database.drop();
  }
}
