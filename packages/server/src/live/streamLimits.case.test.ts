// How many live streams one account and one instance may hold, on SQLite and PostgreSQL: each is a
// socket and its buffers for as long as a tab stays open, so a script opening them in a loop must
// be refused before it exhausts the server's files and memory.
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { accountsApi, type Credentials } from '../../test/accountsApi.js';
import { startTestServer, type TestServer, type TestServerOptions } from '../../test/startTestServer.js';
import { TEST_DIALECTS } from '../../test/testDatabases.js';
import { openLiveStream, type LiveStream } from './liveStream.js';

describe.each(TEST_DIALECTS)('live stream limits on %s', (dialect) => {
  const servers: TestServer[] = [];
  const streams: LiveStream[] = [];
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    for (const server of servers.splice(0)) await server.close();
  });

  async function start(config: TestServerOptions['config']): Promise<TestServer> {
    const server = await startTestServer({ dialect, config });
    servers.push(server);
    return server;
  }
  async function follow(server: TestServer, user: { token: string; id: string }): Promise<LiveStream> {
    const stream = await openLiveStream(server.url, user.token, [`user:${user.id}`]);
    streams.push(stream);
    if (stream.status === 200) await stream.waitFor((message) => message.event === 'ready');
    return stream;
  }
  /** One more stream's answer when it is refused: the status, code and message a browser gets. */
  async function refusal(server: TestServer, user: { id: string } & Credentials) {
    const { status, json } = await accountsApi(server).request(
      'GET',
      `/api/live?scope=user:${user.id}`,
      undefined,
      user,
    );
    return [status, json?.code, json?.message];
  }

  it("refuses an account's stream past its limit, takes one again once a tab closes, and leaves other accounts alone", async () => {
    const server = await start({ liveStreamsPerAccount: 3 });
    const api = accountsApi(server);
    const ann = await api.register('ann');
    const bob = await api.register('bob');
    const tabs = [await follow(server, ann), await follow(server, ann), await follow(server, ann)];
    expect(tabs.map((tab) => tab.status)).toEqual([200, 200, 200]);

    expect(await refusal(server, ann)).toEqual([
      429,
      'RATE_LIMITED',
      'You have 3 live connections open to this server, the most an account may have; close Courier in other tabs or windows, then reload this one',
    ]);
    expect((await follow(server, bob)).status).toBe(200);

    tabs[0]!.close();
    await expect.poll(async () => (await follow(server, ann)).status, { timeout: 5000 }).toBe(200);
    // The slot freed is taken again: the limit still holds.
    expect((await refusal(server, ann))[0]).toBe(429);
  });

  it('refuses any account past the instance limit until a stream closes', async () => {
    const server = await start({ liveStreamsPerInstance: 2 });
    const api = accountsApi(server);
    const ann = await api.register('ann');
    const bob = await api.register('bob');
    const carol = await api.register('carol');
    const annTab = await follow(server, ann);
    await follow(server, bob);

    expect(await refusal(server, carol)).toEqual([
      429,
      'RATE_LIMITED',
      'This server holds 2 live connections, the most it takes; try again in a few minutes',
    ]);
    annTab.close();
    await expect.poll(async () => (await follow(server, carol)).status, { timeout: 5000 }).toBe(200);
  });

  it('frees the slot of a browser that leaves while its scopes are still being checked', async () => {
    const server = await start({ liveStreamsPerAccount: 1 });
    const ann = await accountsApi(server).register('ann');
    let checking: (() => void) | undefined;
    const checked = new Promise<void>((resolve) => (checking = resolve));
    let allow: (allowed: boolean) => void = () => undefined;
    // A team's membership check that answers only when the test says so.
    server.live.allow('team', () => {
      checking?.();
      return new Promise((resolve) => (allow = resolve));
    });
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        server.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    const before = await connections();
    // A tab killed or a network gone: the connection is reset, which the server sees at once.
    const leaving = request(`${server.url}/api/live?scope=team:slow`, {
      headers: { authorization: `Bearer ${ann.token}` },
      agent: false,
    });
    leaving.on('error', () => undefined);
    leaving.end();
    await checked;
    leaving.socket!.resetAndDestroy();
    // The server has seen the browser go before the check answers.
    await expect.poll(connections, { timeout: 5000 }).toBeLessThanOrEqual(before);
    allow(true);

    await expect.poll(async () => (await follow(server, ann)).status, { timeout: 5000 }).toBe(200);
  });
});
