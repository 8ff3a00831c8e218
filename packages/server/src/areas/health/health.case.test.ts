import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { call } from '../../../test/call.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { VERSION } from '../../version.js';

describe.each(TEST_DIALECTS)('GET /api/health on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  it('reports ok with the version, uptime and a reachable database', async () => {
    server = await startTestServer({ dialect });
    const { status, json } = await call(`${server.url}/api/health`);
    expect(status).toBe(200);
    expect(json).toEqual({
      success: true,
      data: { status: 'ok', version: VERSION, uptime: expect.any(Number), database: 'ok' },
    });
  });

  it('answers 503 with database unreachable when the database is gone', async () => {
    server = await startTestServer({ dialect });
    await server.db.destroy();
    const { status, json } = await call(`${server.url}/api/health`);
    expect(status).toBe(503);
    expect(json.data).toMatchObject({ status: 'degraded', database: 'unreachable' });
  });
});
