// The proxy against real local servers, good and hostile, on both databases. After
// every case the server must still answer.
import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { call, post } from '../../../test/call.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { closedPort, fakeLookup, rawUpstream, type Upstream } from '@courier/testkit/servers';
import { BINARY, LATIN1, startProxyUpstream, type ProxyUpstream } from '../../../test/proxyUpstream.js';

describe.each(TEST_DIALECTS)('POST /api/proxy on %s', (dialect) => {
  let server: TestServer;
  let upstream: ProxyUpstream;
  const extra: Array<{ close(): Promise<void> }> = [];

  beforeAll(async () => {
    upstream = await startProxyUpstream();
    server = await startTestServer({ dialect, lookup: fakeLookup({ 'api.test': '127.0.0.1' }) });
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });
  afterEach(async () => {
    for (const item of extra.splice(0)) await item.close();
    const health = await call(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  });

  const proxy = (request: Record<string, unknown>) =>
    post(`${server.url}/api/proxy`, { method: 'GET', headers: [], ...request });
  /** Header names an echo saw (rawHeaders alternates names and values). */
  const sentNames = (body: string) =>
    (JSON.parse(body).headers as string[]).filter((_item, index) => index % 2 === 0).map((name) => name.toLowerCase());
  const raw = async (onSocket: (socket: Socket) => void): Promise<Upstream> => {
    const started = await rawUpstream(onSocket);
    extra.push(started);
    return started;
  };

  describe('happy paths', () => {
    it('sends the request and answers the response with its timings', async () => {
      const { status, json } = await proxy({
        method: 'POST',
        url: `http://api.test:${upstream.port}/echo?q=1`,
        headers: [
          { name: 'X-Trace', value: 'one' },
          { name: 'X-Trace', value: 'two' },
          { name: 'Content-Type', value: 'application/json' },
        ],
        body: { type: 'text', text: '{"hello":"wörld"}' },
      });
      expect(status).toBe(200);
      expect(json.success).toBe(true);
      const { response } = json;
      expect(response).toMatchObject({
        status: 200,
        statusText: 'OK',
        bodyEncoding: 'utf8',
        url: `http://api.test:${upstream.port}/echo?q=1`,
      });
      expect(response.timings).toMatchObject({
        dns: expect.any(Number),
        firstByte: expect.any(Number),
        total: expect.any(Number),
      });
      expect(response.duration).toBeGreaterThan(0);
      const echoed = JSON.parse(response.body);
      expect(response.size).toBe(Buffer.byteLength(response.body));
      expect(echoed.method).toBe('POST');
      expect(echoed.url).toBe('/echo?q=1');
      expect(echoed.headers).toEqual(expect.arrayContaining(['X-Trace', 'one', 'X-Trace', 'two']));
      expect(Buffer.from(echoed.body, 'base64').toString('utf8')).toBe('{"hello":"wörld"}');
    });

    it('takes the headers as a map of name to value, as spec 01 posts them', async () => {
      const { status, json } = await proxy({ url: `${upstream.url}/echo`, headers: { 'X-Trace': 'map' } });
      expect(status).toBe(200);
      expect(JSON.parse(json.response.body).headers).toEqual(expect.arrayContaining(['X-Trace', 'map']));
    });

    it('sends urlencoded and multipart bodies with uploaded file bytes', async () => {
      const form = await proxy({
        method: 'POST',
        url: `${upstream.url}/echo`,
        body: { type: 'urlencoded', fields: [{ key: 'a b', value: 'c&d' }] },
      });
      expect(Buffer.from(JSON.parse(form.json.response.body).body, 'base64').toString()).toBe(
        // Encoded as Postman sends it: %20 for a space.
        'a%20b=c%26d',
      );

      const multipart = await proxy({
        method: 'POST',
        url: `${upstream.url}/echo`,
        body: {
          type: 'multipart',
          parts: [
            { kind: 'text', name: 'note', value: 'hi' },
            { kind: 'blob', name: 'upload', fileName: 'x.bin', data: BINARY.toString('base64') },
          ],
        },
      });
      const sent = Buffer.from(JSON.parse(multipart.json.response.body).body, 'base64');
      expect(sent.includes(BINARY)).toBe(true);
      expect(sent.toString('latin1')).toContain('filename="x.bin"');
    });

    it('strips hop-by-hop headers both ways and keeps no cookies between requests', async () => {
      const sent = await proxy({
        url: `${upstream.url}/echo`,
        headers: [
          { name: 'Connection', value: 'x-secret' },
          { name: 'X-Secret', value: 'hop' },
          { name: 'Keep-Alive', value: 'timeout=1' },
          { name: 'Transfer-Encoding', value: 'chunked' },
          { name: 'X-End', value: 'kept' },
        ],
      });
      const names = sentNames(sent.json.response.body);
      expect(names).toContain('x-end');
      expect(names).not.toContain('x-secret');
      expect(names).not.toContain('keep-alive');
      expect(names).not.toContain('transfer-encoding');
      expect(names).not.toContain('cookie');
      const again = await proxy({ url: `${upstream.url}/echo` });
      expect(sentNames(again.json.response.body)).not.toContain('cookie');

      const received = await proxy({ url: `${upstream.url}/hop` });
      const responseNames = (received.json.response.headers as Array<{ name: string }>).map((header) =>
        header.name.toLowerCase(),
      );
      expect(responseNames).toContain('x-kept');
      expect(responseNames).not.toContain('x-private');
      expect(responseNames).not.toContain('keep-alive');
      expect(responseNames).not.toContain('connection');
    });

    it('carries a login’s cookie through its own redirect, reports every hop’s Set-Cookie, and forgets them after', async () => {
      const login = await proxy({ url: `${upstream.url}/login` });
      expect(login.json.response.setCookies).toEqual([
        { url: `${upstream.url}/login`, value: 'login=1; Path=/' },
        { url: `${upstream.url}/echo`, value: 'session=abc; Path=/' },
      ]);
      const echoed = JSON.parse(login.json.response.body) as { headers: string[] };
      expect(echoed.headers[echoed.headers.findIndex((name) => name.toLowerCase() === 'cookie') + 1]).toBe('login=1');
      // The next send, whoever makes it, carries none of them.
      const later = await proxy({ url: `${upstream.url}/echo` });
      expect(sentNames(later.json.response.body)).not.toContain('cookie');
    });

    it('preserves binary and non-UTF-8 bodies byte for byte as base64', async () => {
      const binary = await proxy({ url: `${upstream.url}/bytes` });
      expect(binary.json.response.bodyEncoding).toBe('base64');
      expect(Buffer.from(binary.json.response.body, 'base64')).toEqual(BINARY);
      expect(binary.json.response.size).toBe(BINARY.length);
      const latin1 = await proxy({ url: `${upstream.url}/latin1` });
      expect(latin1.json.response.bodyEncoding).toBe('base64');
      expect(Buffer.from(latin1.json.response.body, 'base64')).toEqual(LATIN1);
    });

    it('follows a few redirects to the final URL', async () => {
      const { json } = await proxy({ url: `${upstream.url}/redirect/3` });
      expect(json.response).toMatchObject({ status: 200, body: 'arrived', url: `${upstream.url}/redirect/0` });
    });
  });

  describe('refused before anything is sent', () => {
    it.each([
      [{ name: 'X-A', value: 'a\r\nX-Injected: 1' }, 'headers.0.value: Header values must not contain CR or LF'],
      [{ name: 'X-A\r\nX-Injected', value: 'a' }, 'headers.0.name: Header names must not contain CR or LF'],
    ])('a header with CR or LF: %o', async (header, message) => {
      const before = upstream.endlessBytesSent();
      const { status, json } = await proxy({ url: `${upstream.url}/echo`, headers: [header] });
      expect(status).toBe(400);
      expect(json).toEqual({ success: false, message: `Invalid request body: ${message}`, code: 'VALIDATION_FAILED' });
      expect(upstream.endlessBytesSent()).toBe(before);
    });

    it('file bodies naming a path on the server', async () => {
      for (const body of [
        { type: 'file', path: '/etc/passwd' },
        { type: 'multipart', parts: [{ kind: 'file', name: 'f', path: '/etc/passwd' }] },
      ]) {
        const { status, json } = await proxy({ method: 'POST', url: `${upstream.url}/echo`, body });
        expect(status).toBe(400);
        expect(json.code).toBe('VALIDATION_FAILED');
        expect(json.message).toContain("does not read files from the server's disk");
      }
    });

    it('protocols other than http and https', async () => {
      const { status, json } = await proxy({ url: 'file:///etc/passwd' });
      expect(status).toBe(400);
      expect(json).toEqual({
        success: false,
        message: 'Protocol file: is not allowed (use http: or https:)',
        code: 'PROTOCOL_NOT_ALLOWED',
      });
    });

    it('an oversized request body with 413', async () => {
      const { status, json } = await proxy({
        url: `${upstream.url}/echo`,
        body: { type: 'text', text: 'x'.repeat(2 * 1024 * 1024) },
      });
      expect(status).toBe(413);
      expect(json.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('a deeply nested request body with 400', async () => {
      const nested = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
      const { status, json } = await call(`${server.url}/api/proxy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"method":"GET","url":"${upstream.url}/echo","headers":[],"extra":${nested}}`,
      });
      expect(status).toBe(400);
      expect(json).toEqual({
        success: false,
        message: 'Request body is nested more than 32 levels deep',
        code: 'VALIDATION_FAILED',
      });
    });
  });

  describe('upstream faults', () => {
    it('connection refused: 502 CONNECTION_REFUSED', async () => {
      const { status, json } = await proxy({ url: `http://127.0.0.1:${await closedPort()}/` });
      expect(status).toBe(502);
      expect(json.success).toBe(false);
      expect(json.code).toBe('CONNECTION_REFUSED');
      expect(json.message).toContain('Connection refused');
    });

    it('DNS failure: 502 DNS_FAILED', async () => {
      const { status, json } = await proxy({ url: 'http://no-such-host.test/' });
      expect(status).toBe(502);
      expect(json.code).toBe('DNS_FAILED');
      expect(json.message).toContain('no-such-host.test');
    });

    it('a server that accepts and never answers: 504 TIMEOUT at the deadline', async () => {
      const silent = await raw(() => undefined);
      const started = performance.now();
      const { status, json } = await proxy({ url: `${silent.url}/`, timeoutMs: 300 });
      expect(status).toBe(504);
      expect(json.code).toBe('TIMEOUT');
      expect(performance.now() - started).toBeLessThan(3000);
    });

    it('a client that goes away cancels its upstream request', async () => {
      let upstreamClosed!: () => void;
      const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
      const silent = await raw((socket) => {
        // Reads like any HTTP server, so it sees the proxy's end of the connection.
        socket.resume();
        socket.on('close', upstreamClosed);
        socket.on('error', () => undefined);
      });
      const gone = new AbortController();
      const request = post(
        `${server.url}/api/proxy`,
        { method: 'GET', url: `${silent.url}/`, headers: [], timeoutMs: 60_000 },
        {},
        gone.signal,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      gone.abort();
      await expect(request).rejects.toThrow();
      const started = performance.now();
      await closed;
      expect(performance.now() - started).toBeLessThan(2000);
    });

    it('headers at one byte per second: 504 TIMEOUT at the deadline', async () => {
      const slow = await raw((socket) => {
        const head = Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok');
        let sent = 0;
        const timer = setInterval(() => {
          if (socket.destroyed || sent >= head.length) return clearInterval(timer);
          socket.write(head.subarray(sent, ++sent));
        }, 1000);
        socket.on('close', () => clearInterval(timer));
        socket.on('error', () => clearInterval(timer));
      });
      const { status, json } = await proxy({ url: `${slow.url}/`, timeoutMs: 1500 });
      expect(status).toBe(504);
      expect(json.code).toBe('TIMEOUT');
    });

    it('a 2 GB chunked body is cut at the size cap without reading it all', async () => {
      const { status, json } = await proxy({ url: `${upstream.url}/endless` });
      expect(status).toBe(502);
      expect(json.code).toBe('RESPONSE_TOO_LARGE');
      expect(upstream.endlessBytesSent()).toBeLessThan(64 * 1024 * 1024);
    });

    it.each(['/gzip-bomb', '/br-bomb'])('a decompression bomb (%s) is cut at the size cap', async (path) => {
      const { status, json } = await proxy({ url: `${upstream.url}${path}` });
      expect(status).toBe(502);
      expect(json.code).toBe('RESPONSE_TOO_LARGE');
    });

    it('a redirect loop and 25 redirects stop at the limit', async () => {
      for (const path of ['/loop', '/redirect/25']) {
        const { status, json } = await proxy({ url: `${upstream.url}${path}`, maxRedirects: 50 });
        expect(status).toBe(502);
        expect(json.code).toBe('TOO_MANY_REDIRECTS');
        expect(json.message).toContain('Stopped after 20 redirects');
      }
    });

    it.each([
      ['duplicate Content-Length', 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\nok'],
      [
        'Content-Length with Transfer-Encoding',
        'HTTP/1.1 200 OK\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n',
      ],
    ])('a malformed response (%s) is refused with 502', async (_name, answer) => {
      const malformed = await raw((socket) => {
        socket.once('data', () => socket.end(answer));
        socket.on('error', () => undefined);
      });
      const { status, json } = await proxy({ url: `${malformed.url}/` });
      expect(status).toBe(502);
      expect(json.success).toBe(false);
      expect(typeof json.code).toBe('string');
    });
  });
});
