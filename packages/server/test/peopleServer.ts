// A test server of one database for the tests of a describe block, with people who register and
// then call it as themselves, and the live streams they follow closed after each test.
import { afterEach } from 'vitest';
import { openLiveStream, type LiveStream } from '../src/live/liveStream.js';
import { accountsApi } from './accountsApi.js';
import { startTestServer, type TestServer } from './startTestServer.js';
import type { DatabaseTarget } from '../src/config.js';
import { userClient } from './userClient.js';

export function usePeopleServer(dialect: DatabaseTarget['dialect']) {
  let server: TestServer | undefined;
  const streams: LiveStream[] = [];
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await server?.close();
    server = undefined;
  });

  async function start() {
    const started = await startTestServer({ dialect });
    server = started;
    const api = accountsApi(started);
    /** Registers someone and gives their API client. */
    const user = async (name: string) => {
      const account = await api.register(name);
      return { ...account, client: userClient(started.url, account.token) };
    };
    /** Opens someone's live stream on these scopes, closed after the test. */
    const follow = async (token: string, scopes: string[]) => {
      const stream = await openLiveStream(started.url, token, scopes);
      streams.push(stream);
      return stream;
    };
    /** The server's database, for a row no API call makes any more (one written before a rule). */
    const { db } = started;
    return { api, user, follow, db };
  }

  return { start };
}
