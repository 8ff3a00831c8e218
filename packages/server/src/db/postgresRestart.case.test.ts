// Regression: with writes every 50 ms, restarting PostgreSQL made every instance exit at once
// ("Unhandled 'error' event" on the pool) and none came back with the database. Two real server
// processes on a cluster of the test's own: the cluster is stopped and started under them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApi } from '../../test/accountsApi.js';
import { postgresBinaries, startOwnPostgres, type OwnPostgres } from '../../test/ownPostgres.js';
import { startServerProcess, type ServerProcess } from '../../test/serverProcess.js';
import { userClient, type UserClient } from '../../test/userClient.js';
import { call } from '../../test/call.js';
import { openLiveStream, type LiveStream } from '../live/liveStream.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

const bin = postgresBinaries();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** A collection as the list and the live event carry it. */
const nameOf = (collection: { fields: { name: string } }) => collection.fields.name;

const healthOf = async (instance: ServerProcess) => {
  const { status, json } = await call(`${instance.url}/api/health`);
  return { status, database: json.data?.database as string };
};

describe.skipIf(bin === undefined)("a PostgreSQL restart under two instances (needs PostgreSQL's initdb)", () => {
  let cluster: OwnPostgres;
  const instances: ServerProcess[] = [];
  let stream: LiveStream | undefined;

  beforeAll(async () => {
    cluster = await startOwnPostgres(bin!);
    const db = openDatabase({ dialect: 'postgres', url: cluster.url });
    await migrateToLatest(db);
    await db.destroy();
    // One after the other: both would otherwise create the demo account at once.
    for (let i = 0; i < 2; i++) instances.push(await startServerProcess({ dialect: 'postgres', url: cluster.url }));
  }, 180_000);
  afterAll(async () => {
    stream?.close();
    await Promise.all(instances.map((instance) => instance.kill()));
    await cluster?.destroy();
  });

  it('keeps both instances up, answers 503 meanwhile, loses no acknowledged write and delivers each event once', async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const ann = await accountsApi(a).register('ann');
    const clients: UserClient[] = [userClient(a.url, ann.token), userClient(b.url, ann.token)];
    const workspaceId = (await clients[0]!.post('/api/workspace/create', { name: 'Shop API' })).json.data.workspace.id;
    const scope = `workspace:${workspaceId}`;
    stream = await openLiveStream(a.url, ann.token, [scope]);
    await stream.waitFor((message) => message.event === 'ready');

    // Writes every 50 ms, through A and B in turn, for the whole test.
    const acknowledged: string[] = [];
    const refusals: Array<{ status: number; code: string; message: string }> = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const name = `c${i}`;
        // An instance that died answers nothing: its refusal is the socket's error.
        const { status, json } = await clients[i % 2]!.post(`/api/workspace/${workspaceId}/collections`, {
          collection: { name },
        }).catch((error: NodeJS.ErrnoException) => ({ status: 0, json: { code: error.code, message: error.message } }));
        if (status === 201) acknowledged.push(name);
        else refusals.push({ status, code: json.code, message: json.message });
        await sleep(50);
      }
    })();
    await until('writes before the restart', async () => (acknowledged.length >= 10 ? true : undefined));

    await cluster.stop();
    await until('a write refused during the outage', async () => (refusals.length > 0 ? true : undefined));
    // Before, both had ended here with "Unhandled 'error' event" on the pool.
    for (const instance of [a, b]) expect(instance.exited()).toEqual({ exited: false, stderr: '' });
    for (const instance of [a, b]) {
      expect(await healthOf(instance)).toEqual({ status: 503, database: 'unreachable' });
    }
    await sleep(1000);
    const acknowledgedBeforeRestart = acknowledged.length;
    await cluster.start();
    for (const instance of [a, b]) {
      await until('health back to ok', async () => ((await healthOf(instance)).status === 200 ? true : undefined));
    }
    await until('writes after the restart', async () =>
      acknowledged.length >= acknowledgedBeforeRestart + 10 ? true : undefined,
    );
    writing = false;
    await writer;

    // Written through B after the restart, seen live on A.
    const last = await clients[1]!.post(`/api/workspace/${workspaceId}/collections`, { collection: { name: 'last' } });
    expect(last.status).toBe(201);
    acknowledged.push('last');
    await stream.waitFor((message) => JSON.stringify(message.data).includes('"name":"last"'), 20_000);

    for (const instance of [a, b]) expect(instance.exited()).toEqual({ exited: false, stderr: '' });
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) {
      expect(refusal).toEqual({
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
        message: 'The database is not reachable right now; try again in a moment',
      });
    }
    const stored: string[] = (
      await clients[0]!.get(`/api/workspace/${workspaceId}/collections`)
    ).json.data.collections.map(nameOf);
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
    // Every event once and in order: numbers without a gap or a repeat, each stored collection once.
    const created = stream.changes().filter((event) => event.type === 'collection_created');
    const seqs = created.map((event) => event.seq);
    expect(seqs).toEqual(seqs.map((_, index) => seqs[0]! + index));
    const names = created.map((event) =>
      nameOf((event.data as { collection: { fields: { name: string } } }).collection),
    );
    expect(names.sort()).toEqual([...stored].sort());
  }, 180_000);
});
