import { afterEach, describe, expect, it } from 'vitest';
import { call, post } from '../../../test/call.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';

const MODES = ['local', 'hosted'] as const;

describe.each(TEST_DIALECTS)('ALL /api/echo on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  describe.each(MODES)('in %s mode', (mode) => {
    it('answers a GET with its method, path, query and headers, signed out', async () => {
      server = await startTestServer({ dialect, config: { mode } });
      const { status, json } = await call(`${server.url}/api/echo/get?hello=world&tag=a&tag=b`, {
        headers: { accept: 'application/json', 'x-trace': 'abc' },
      });
      expect(status).toBe(200);
      expect(json).toEqual({
        method: 'GET',
        path: '/api/echo/get',
        query: { hello: 'world', tag: ['a', 'b'] },
        headers: expect.objectContaining({ accept: 'application/json', 'x-trace': 'abc' }),
        body: '',
      });
    });

    it('gives a POSTed JSON body back as the text that was sent', async () => {
      server = await startTestServer({ dialect, config: { mode } });
      const { status, json } = await post(`${server.url}/api/echo/orders`, { item: 'book', quantity: 2 });
      expect(status).toBe(200);
      expect(json).toMatchObject({ method: 'POST', path: '/api/echo/orders', body: '{"item":"book","quantity":2}' });
    });

    it('refuses a body over the server limit with 413', async () => {
      server = await startTestServer({ dialect, config: { mode, bodyLimitBytes: 1024 } });
      const { status, json } = await call(`${server.url}/api/echo`, {
        method: 'PUT',
        headers: { 'content-type': 'text/plain' },
        body: 'x'.repeat(2048),
      });
      expect(status).toBe(413);
      expect(json).toEqual({
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        message: "Request body is larger than the server's limit of 1024 bytes",
      });
    });
  });

  it('answers another site’s page in local mode with the local guard’s refusal, as every API call', async () => {
    server = await startTestServer({ dialect });
    const { status } = await call(`${server.url}/api/echo/get`, { headers: { origin: 'https://evil.example' } });
    expect(status).toBe(403);
  });
});
