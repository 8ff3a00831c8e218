// Regression: with every pooled connection busy, a request waited for one without end, so a stuck
// query or too small a pool left browsers hanging. It now waits a bounded time and answers 503.
import { afterEach, describe, expect, it } from 'vitest';
import { accountsApi } from '../../test/accountsApi.js';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test/testDatabases.js';
import { startTestServer, type TestServer } from '../../test/startTestServer.js';
import { userClient } from '../../test/userClient.js';

describe.runIf(TEST_DIALECTS.includes('postgres'))('a PostgreSQL pool with no free connection', () => {
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    await database?.drop();
  });

  it('answers 503 DATABASE_UNAVAILABLE within seconds, and serves again once a connection is free', async () => {
    database = await createTestDatabase('postgres');
    if (database.target.dialect !== 'postgres') throw new Error('a PostgreSQL database was asked for');
    server = await startTestServer({ sameDatabaseAs: { databaseTarget: { ...database.target, poolSize: 1 } } });
    const ann = await accountsApi(server).register('ann');
    const client = userClient(server.url, ann.token);

    let release = () => {};
    const held = server.db.transaction().execute(() => new Promise<void>((resolve) => (release = resolve)));
    const asked = Date.now();
    const refused = await client.get('/api/workspace/list');
    expect(Date.now() - asked).toBeLessThan(10_000);
    expect([refused.status, refused.json.code]).toEqual([503, 'DATABASE_UNAVAILABLE']);

    release();
    await held;
    expect((await client.get('/api/workspace/list')).status).toBe(200);
  });
});
