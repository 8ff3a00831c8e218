// Collaboration latency and throughput across instances: two server processes (main.ts, configured
// through the environment as a deployment is) on one PostgreSQL database of the bench's own, so events
// go from one Node process to the other through PostgreSQL's NOTIFY exactly as between machines. Figures:
//   - a plain single-row SQL INSERT round trip on the same database (the anchor);
//   - write through instance A (an HTTP save of a collection) → the event arriving at a live client on B;
//   - sustained throughput: writes through A while 50 members follow the workspace (25 on A, 25 on B).
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { openLiveStream, type LiveStream } from '../src/live/liveStream.js';
import { accountsApi, STRONG_PASSWORD } from '../test/accountsApi.js';
import { startServerProcess, type ServerProcess } from '../test/serverProcess.js';
import { createTestDatabase, whileSchemasStay } from '../test/testDatabases.js';
import { userClient } from '../test/userClient.js';

const LATENCY_SAMPLES = 300;
const CLIENTS = 50;
const THROUGHPUT_WRITES = 400;
const WRITERS = 8;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

const database = await createTestDatabase('postgres');
if (database.target.dialect !== 'postgres') throw new Error('the bench needs PostgreSQL');
const databaseUrl = database.target.url;
const db = openDatabase(database.target);
const instances: ServerProcess[] = [];
const streams: LiveStream[] = [];
let cleanedUp: Promise<void> | undefined;
// Once only, whichever comes first: the end of the run, a failure, or Ctrl-C / SIGTERM. No server
// process and no schema outlives the bench.
const cleanUp = () =>
  (cleanedUp ??= (async () => {
    for (const stream of streams) stream.close();
    await Promise.allSettled(instances.map((instance) => instance.kill()));
    await db.destroy();
    await database.drop();
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(1)));
}
try {
  // Migrated once before the instances start, so the two do not race to migrate the same schema.
  await whileSchemasStay(database.target, () => migrateToLatest(db));
  const a = await startServerProcess(database.target);
  instances.push(a);
  const b = await startServerProcess(database.target);
  instances.push(b);

  // The anchor: one INSERT per round trip, autocommit, on the same PostgreSQL.
  const anchor = new pg.Client({ connectionString: databaseUrl });
  await anchor.connect();
  await anchor.query('CREATE TEMP TABLE bench_rows (id serial primary key, body text not null)');
  for (let i = 0; i < 50; i++) await anchor.query('INSERT INTO bench_rows (body) VALUES ($1)', ['warm-up']);
  const insertTimes: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    const started = performance.now();
    await anchor.query('INSERT INTO bench_rows (body) VALUES ($1)', [`row ${i}`]);
    insertTimes.push(performance.now() - started);
  }
  await anchor.end();

  const api = accountsApi(a);
  const ann = await api.register('ann');
  const bob = await api.register('bob');
  const annOnA = userClient(a.url, ann.token);
  const workspaceId: string = (await annOnA.post('/api/workspace/create', { name: 'Bench' })).json.data.workspace.id;
  await annOnA.post(`/api/workspace/${workspaceId}/members`, { email: 'bob@example.com' });
  const collection = (await annOnA.post(`/api/workspace/${workspaceId}/collections`, { collection: { name: 'C0' } }))
    .json.data.collection;
  const scope = `workspace:${workspaceId}`;
  const path = `/api/workspace/${workspaceId}/collections/${collection.id}`;

  // Latency: one save at a time through A, timed until the event is at B's client.
  const onB = await openLiveStream(b.url, bob.token, [scope]);
  streams.push(onB);
  await onB.waitFor((m) => m.event === 'ready');
  let version = 1;
  const latencies: number[] = [];
  const writeTimes: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES + 20; i++) {
    const started = performance.now();
    const saved = await annOnA.put(path, { baseVersion: version, name: `C${i + 1}` });
    const written = performance.now();
    if (saved.status !== 200) throw new Error(`save answered ${saved.status}`);
    version = saved.json.data.collection.version;
    await onB.waitFor(
      (m) =>
        m.event === 'change' &&
        (m.data as { data: { collection?: { version?: number } } }).data.collection?.version === version,
      5000,
    );
    // The first 20 warm the JIT and the pools.
    if (i >= 20) {
      latencies.push(performance.now() - started);
      writeTimes.push(written - started);
    }
  }
  onB.close();

  // Throughput: 50 clients follow the workspace; 8 writers add requests through A as fast as it takes them.
  const followers: LiveStream[] = [];
  // Fifty people, each a member: every delivery checks each one's membership.
  const members: Array<{ token: string }> = [];
  for (let i = 0; i < CLIENTS; i++) {
    // Each from its own loopback address, as fifty people on their own machines: the sign-up limit
    // counts attempts per address and is not what is measured.
    const session = await api.request(
      'POST',
      '/api/auth/register',
      {
        username: `member_${i}`,
        email: `member_${i}@example.com`,
        password: STRONG_PASSWORD,
        firstName: 'Member',
        lastName: `${i}`,
      },
      {},
      `127.0.0.${i + 2}`,
    );
    if (session.status !== 201) throw new Error(`sign-up answered ${session.status}`);
    members.push({ token: session.json.data.token as string });
    await annOnA.post(`/api/workspace/${workspaceId}/members`, { email: `member_${i}@example.com` });
  }
  const lastSeqOf = async () =>
    (await db.selectFrom('live_sequences').select('last_seq').where('scope', '=', scope).executeTakeFirstOrThrow())
      .last_seq;
  const followedFrom = await lastSeqOf();
  for (const [i, member] of members.entries()) {
    const stream = await openLiveStream(i % 2 === 0 ? a.url : b.url, member.token, [`${scope}:${followedFrom}`]);
    followers.push(stream);
    streams.push(stream);
  }
  await Promise.all(followers.map((stream) => stream.waitFor((m) => m.event === 'ready')));
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < THROUGHPUT_WRITES) {
        const n = next++;
        const reply = await annOnA.post(`${path}/items`, {
          parentId: null,
          item: { type: 'request', id: `r${n}`, name: `Request ${n}`, method: 'GET', url: `https://example.test/${n}` },
        });
        if (reply.status !== 201) throw new Error(`add answered ${reply.status}`);
      }
    }),
  );
  const writesDone = performance.now();
  // Waiting starts once the writes are done, so the clients' own bookkeeping stays out of the way.
  const lastSeq = await lastSeqOf();
  await Promise.all(followers.map((stream) => stream.waitFor((m) => m.id === `${scope}:${lastSeq}`, 60_000)));
  const allDelivered = performance.now();
  const seconds = (allDelivered - started) / 1000;

  console.log('collaboration across two instances on PostgreSQL (this machine, one run)');
  console.log(
    `  anchor: plain INSERT round trip       p50 ${ms(percentile(insertTimes, 50))}   p99 ${ms(percentile(insertTimes, 99))}`,
  );
  console.log(
    `  save through A (HTTP reply)           p50 ${ms(percentile(writeTimes, 50))}   p99 ${ms(percentile(writeTimes, 99))}`,
  );
  console.log(
    `  save through A → event at client on B p50 ${ms(percentile(latencies, 50))}   p99 ${ms(percentile(latencies, 99))}   (target p99 ≤ 250 ms)`,
  );
  console.log(
    `  ${CLIENTS} clients, ${THROUGHPUT_WRITES} writes by ${WRITERS} writers: ${(THROUGHPUT_WRITES / seconds).toFixed(0)} events/s committed and delivered to all, ` +
      `${((THROUGHPUT_WRITES * CLIENTS) / seconds).toFixed(0)} deliveries/s (writes took ${((writesDone - started) / 1000).toFixed(2)} s, last delivery ${((allDelivered - writesDone) / 1000).toFixed(2)} s after)`,
  );
} finally {
  await cleanUp();
}
