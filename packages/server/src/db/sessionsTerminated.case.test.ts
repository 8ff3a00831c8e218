// Regression: PostgreSQL ending the server's sessions (pg_terminate_backend, as an operator or a
// failover does) made an idle pooled connection emit an 'error' nobody heard, which ends the Node
// process. The pool now opens new connections, the live channel listens again, and what was written
// while it was not listening reaches the browser from the event log, once.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { teamEvent } from '@courier/core';
import { accountsApi } from '../../test/accountsApi.js';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test/testDatabases.js';
import { startTestServer, type TestServer } from '../../test/startTestServer.js';
import { userClient } from '../../test/userClient.js';
import { openLiveStream, type LiveStream } from '../live/liveStream.js';

describe.runIf(TEST_DIALECTS.includes('postgres'))("PostgreSQL ending the server's sessions", () => {
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  let stream: LiveStream | undefined;
  afterEach(async () => {
    stream?.close();
    await server?.close();
    await database?.drop();
  });

  it('keeps the server up, serves the next call, and delivers what was written meanwhile exactly once', async () => {
    database = await createTestDatabase('postgres');
    if (database.target.dialect !== 'postgres') throw new Error('a PostgreSQL database was asked for');
    // Its own application name tells this server's sessions from other tests' on the shared database.
    const name = `courier_${randomBytes(6).toString('hex')}`;
    const url = new URL(database.target.url);
    url.searchParams.set('application_name', name);
    server = await startTestServer({
      sameDatabaseAs: { databaseTarget: { dialect: 'postgres', url: url.toString() } },
    });
    const ann = await accountsApi(server).register('ann');
    const scope = `user:${ann.id}`;
    const note = (text: string) =>
      server!.live.write((_trx, record) =>
        record({ scope, actor: null, ...teamEvent('team_created', { name: text }) }),
      );
    stream = await openLiveStream(server.url, ann.token, [scope]);
    await note('before');
    await stream.waitFor((message) => message.id === `${scope}:1`);

    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    // The pool's idle connections and the listening one.
    expect(rowCount).toBeGreaterThanOrEqual(2);

    await note('while away');
    expect((await userClient(server.url, ann.token).get('/api/workspace/list')).status).toBe(200);
    await stream.waitFor((message) => message.id === `${scope}:2`, 10_000);
    await note('after');
    await stream.waitFor((message) => message.id === `${scope}:3`, 10_000);
    expect(stream.changes().map((event) => (event.data as { name: string }).name)).toEqual([
      'before',
      'while away',
      'after',
    ]);
  });
});
