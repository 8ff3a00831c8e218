// The live channel on SQLite and PostgreSQL: what a client missed, then what follows, in order and
// once; scopes checked; and with PostgreSQL, two instances on one database behave as one.
import { afterEach, describe, expect, it } from 'vitest';
import { teamEvent } from '@courier/core';
import { TEST_DIALECTS } from '../../test/testDatabases.js';
import { accountsApi } from '../../test/accountsApi.js';
import { startTestServer, type TestServer } from '../../test/startTestServer.js';
import { EVENT_RETENTION_DAYS, EVENTS_KEPT_PER_SCOPE, pruneEvents } from './eventLog.js';
import { openLiveStream, type LiveStream } from './liveStream.js';

describe.each(TEST_DIALECTS)('live channel on %s', (dialect) => {
  const servers: TestServer[] = [];
  const streams: LiveStream[] = [];
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    // The instance that created the database drops it, so it closes last.
    for (const server of servers.splice(0).reverse()) await server.close();
  });

  async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
    const server = await startTestServer({ dialect, ...options });
    servers.push(server);
    return server;
  }
  async function follow(server: TestServer, token: string, scopes: string[]): Promise<LiveStream> {
    const stream = await openLiveStream(server.url, token, scopes);
    streams.push(stream);
    return stream;
  }
  const note = (server: TestServer, scope: string, text: string) =>
    server.live.write((_trx, record) => record({ scope, actor: null, ...teamEvent('team_created', { name: text }) }));

  it('sends what the client missed, then new events as they happen, numbered per scope', async () => {
    const server = await start();
    const { token, id } = await accountsApi(server).register('ann');
    const scope = `user:${id}`;
    expect(await note(server, scope, 'before')).toBe(1);

    const stream = await follow(server, token, [scope]);
    expect(stream.status).toBe(200);
    await stream.waitFor((m) => m.event === 'change' && m.id === `${scope}:1`);
    expect(await note(server, scope, 'after')).toBe(2);
    const second = await stream.waitFor((m) => m.id === `${scope}:2`);
    expect(second.data).toMatchObject({ scope, seq: 2, type: 'team_created', data: { name: 'after' } });
    expect(stream.changes().map((event) => event.seq)).toEqual([1, 2]);
  });

  it('resumes after a reconnect from the last sequence number the client had', async () => {
    const server = await start();
    const { token, id } = await accountsApi(server).register('ann');
    const scope = `user:${id}`;
    await note(server, scope, 'one');
    const first = await follow(server, token, [scope]);
    await first.waitFor((m) => m.id === `${scope}:1`);
    first.close();

    await note(server, scope, 'two');
    await note(server, scope, 'three');
    const again = await follow(server, token, [`${scope}:1`]);
    await again.waitFor((m) => m.id === `${scope}:3`);
    expect(again.changes().map((event) => (event.data as { name: string }).name)).toEqual(['two', 'three']);
  });

  it('prunes events past retention but the newest of each scope, and tells a client left behind to read again', async () => {
    const server = await start();
    const { token, id } = await accountsApi(server).register('ann');
    const scope = `user:${id}`;
    for (let i = 1; i <= EVENTS_KEPT_PER_SCOPE + 10; i += 1) await note(server, scope, `note ${i}`);
    const now = new Date();
    // Nothing is old enough yet.
    expect(await pruneEvents(server.db, now)).toBe(0);
    const longAgo = new Date(now.getTime() - (EVENT_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000).toISOString();
    await server.db.updateTable('live_events').set({ at: longAgo }).where('scope', '=', scope).execute();
    expect(await pruneEvents(server.db, now)).toBe(10);

    const behind = await follow(server, token, [`${scope}:1`]);
    await behind.waitFor((m) => m.id === `${scope}:${EVENTS_KEPT_PER_SCOPE + 10}`);
    expect(behind.messages.filter((m) => m.event === 'reset').map((m) => m.data)).toEqual([{ scope }]);
    expect(behind.changes()[0]!.seq).toBe(11);
    // A client whose next event is still there is not told anything.
    const current = await follow(server, token, [`${scope}:10`]);
    await current.waitFor((m) => m.id === `${scope}:${EVENTS_KEPT_PER_SCOPE + 10}`);
    expect(current.messages.some((m) => m.event === 'reset')).toBe(false);
  });

  it('stores no event and uses no number when the change is rolled back', async () => {
    const server = await start();
    const { token, id } = await accountsApi(server).register('ann');
    const scope = `user:${id}`;
    await expect(
      server.live.write(async (_trx, record) => {
        await record({ scope, actor: null, ...teamEvent('team_created', { name: 'lost' }) });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await note(server, scope, 'kept')).toBe(1);
    const stream = await follow(server, token, [scope]);
    await stream.waitFor((m) => m.id === `${scope}:1`);
    expect(stream.changes().map((event) => (event.data as { name: string }).name)).toEqual(['kept']);
  });

  it("refuses another user's scope, unknown scopes and signed-out clients", async () => {
    const server = await start();
    const api = accountsApi(server);
    const ann = await api.register('ann');
    const bob = await api.register('bob');
    expect((await follow(server, ann.token, [`user:${bob.id}`])).status).toBe(403);
    expect((await follow(server, ann.token, [`user:${ann.id}`, `user:${bob.id}:3`])).status).toBe(403);
    expect((await follow(server, ann.token, [`secret:${ann.id}`])).status).toBe(400);
    expect((await follow(server, ann.token, ['user:../../etc'])).status).toBe(400);
    expect((await follow(server, ann.token, [])).status).toBe(400);
    expect((await follow(server, 'not-a-token', [`user:${ann.id}`])).status).toBe(401);
  });

  it.runIf(dialect === 'postgres')(
    'delivers an event written through one instance to a client of another within a second, and resumes there',
    async () => {
      const a = await start();
      const b = await start({ sameDatabaseAs: a });
      const { token, id } = await accountsApi(a).register('ann');
      const scope = `user:${id}`;
      const onB = await follow(b, token, [scope]);
      await onB.waitFor((m) => m.event === 'ready');

      const written = Date.now();
      await note(a, scope, 'from A');
      await onB.waitFor((m) => m.id === `${scope}:1`, 1000);
      expect(Date.now() - written).toBeLessThan(1000);
      onB.close();

      await note(a, scope, 'while away');
      const again = await follow(b, token, [`${scope}:1`]);
      await again.waitFor((m) => m.id === `${scope}:2`, 1000);
      await note(a, scope, 'back');
      await again.waitFor((m) => m.id === `${scope}:3`, 1000);
      expect(again.changes().map((event) => (event.data as { name: string }).name)).toEqual(['while away', 'back']);
    },
  );
});
