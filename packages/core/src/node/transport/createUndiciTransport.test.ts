import { once } from 'node:events';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpRequestSchema } from '../../model/request.js';
import { toTransportRequest } from '../../send/prepare.js';
import type { TransportRequest } from '../../send/transport.js';
import { createCookieJar } from './cookieJar.js';
import { createUndiciTransport, type UndiciTransport } from './createUndiciTransport.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  rawHeaders: string[];
  body: Buffer;
}

type Route = (request: Received, response: ServerResponse) => void;

/** A loopback server on port 0 whose routes record what arrived. */
async function startServer(
  routes: Record<string, Route>,
): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const entry = {
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      rawHeaders: request.rawHeaders,
      body: Buffer.concat(chunks),
    };
    received.push(entry);
    const route = routes[new URL(entry.url, 'http://x').pathname] ?? ((_, res) => res.end('ok'));
    route(entry, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

const json = (response: ServerResponse, status: number, value: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
};

let api: Awaited<ReturnType<typeof startServer>>;
let transport: UndiciTransport;
let workingDir: string;

beforeAll(async () => {
  workingDir = await mkdtemp(join(tmpdir(), 'courier-transport-'));
  await writeFile(join(workingDir, 'note.txt'), 'hello file');
  await writeFile(join(workingDir, 'image.bin'), Buffer.from([0, 255, 1, 254]));
  api = await startServer({
    '/echo': (request, response) =>
      json(response, 200, {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: request.body.toString('latin1'),
      }),
    '/redirect': (request, response) => {
      const url = new URL(request.url, 'http://x');
      response.writeHead(Number(url.searchParams.get('status') ?? 302), {
        location: url.searchParams.get('to') ?? '/echo',
      });
      response.end();
    },
    '/loop': (_, response) => {
      response.writeHead(302, { location: '/loop' });
      response.end();
    },
    '/set-cookie': (_, response) => {
      response.writeHead(200, { 'set-cookie': ['session=abc; Path=/', 'theme=dark; Path=/'] });
      response.end();
    },
    '/gzip': (_, response) => {
      response.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/plain' });
      response.end(gzipSync('zipped text'));
    },
    '/br': (_, response) => {
      response.writeHead(200, { 'content-encoding': 'br' });
      response.end(brotliCompressSync('brotli text'));
    },
    '/deflate': (_, response) => {
      response.writeHead(200, { 'content-encoding': 'deflate' });
      response.end(deflateSync('deflated text'));
    },
    '/bomb': (_, response) => {
      response.writeHead(200, { 'content-encoding': 'gzip' });
      response.end(gzipSync(Buffer.alloc(50 * 1024 * 1024)));
    },
    '/big': (_, response) => response.end(Buffer.alloc(4096, 'a')),
    '/binary': (_, response) => response.end(Buffer.from([0xff, 0xfe, 0x00, 0x80, 0x41])),
    '/hang': () => undefined,
  });
  transport = createUndiciTransport({ workingDir });
});

afterAll(async () => {
  await transport.close();
  api.server.closeAllConnections();
  api.server.close();
  await rm(workingDir, { recursive: true, force: true });
});

const echoed = async (request: Partial<TransportRequest>, via: UndiciTransport = transport) => {
  const response = await via.send({ method: 'GET', url: `${api.url}/echo`, headers: [], ...request });
  return {
    response,
    echo: JSON.parse(response.body) as { method: string; url: string; headers: Record<string, string>; body: string },
  };
};

describe('undici transport: methods and bodies', () => {
  it('sends any method, custom ones included, and reports status, headers and timings', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'PURGE']) {
      const { response, echo } = await echoed({ method });
      expect(echo.method).toBe(method);
      expect(response).toMatchObject({ status: 200, statusText: 'OK', bodyEncoding: 'utf8' });
    }
    const head = await transport.send({ method: 'HEAD', url: `${api.url}/echo`, headers: [] });
    expect(head).toMatchObject({ status: 200, body: '', size: 0 });
  });

  it('keeps header order and duplicates, and adds Postman-like defaults only when missing', async () => {
    await echoed({
      headers: [
        { name: 'X-Dup', value: '1' },
        { name: 'X-Dup', value: '2' },
        { name: 'Accept', value: 'text/csv' },
      ],
    });
    const last = api.received.at(-1);
    expect(last?.rawHeaders.filter((_, i, all) => all[i - 1] === 'X-Dup')).toEqual(['1', '2']);
    expect(last?.headers.accept).toBe('text/csv');
    expect(last?.headers['user-agent']).toBe('Courier');
    expect(last?.headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it('sends every body mode prepared from the model as the server expects it', async () => {
    const send = (body: unknown, method = 'POST') =>
      transport.send(toTransportRequest(HttpRequestSchema.parse({ method, url: `${api.url}/echo`, body })));
    const parse = async (body: unknown) =>
      JSON.parse((await send(body)).body) as { headers: Record<string, string>; body: string };

    const raw = await parse({ mode: 'raw', raw: '{"a":1}', language: 'json' });
    expect(raw.headers['content-type']).toBe('application/json');
    expect(raw.body).toBe('{"a":1}');

    const form = await parse({
      mode: 'urlencoded',
      urlencoded: [
        { key: 'a b', value: 'c&d' },
        { key: 'x', value: 'é' },
      ],
    });
    expect(form.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(form.body).toBe('a+b=c%26d&x=%C3%A9');

    const graphql = await parse({ mode: 'graphql', query: '{ me }', variables: '{"id":1}' });
    expect(JSON.parse(graphql.body)).toEqual({ query: '{ me }', variables: { id: 1 } });

    const file = await parse({ mode: 'file', src: 'image.bin', contentType: 'application/octet-stream' });
    expect(Buffer.from(file.body, 'latin1')).toEqual(Buffer.from([0, 255, 1, 254]));
    expect(file.headers['content-type']).toBe('application/octet-stream');
  });

  it('sends multipart text fields and files from the working directory with a boundary', async () => {
    const request = toTransportRequest(
      HttpRequestSchema.parse({
        method: 'POST',
        url: `${api.url}/echo`,
        headers: [{ key: 'Content-Type', value: 'multipart/form-data' }],
        body: {
          mode: 'formdata',
          formdata: [
            { key: 'name', type: 'text', value: 'Ada' },
            { key: 'doc', type: 'file', src: ['note.txt'], contentType: 'text/plain' },
          ],
        },
      }),
    );
    const { headers, body } = JSON.parse((await transport.send(request)).body) as {
      headers: Record<string, string>;
      body: string;
    };
    const boundary = /boundary=(.+)$/.exec(headers['content-type'] ?? '')?.[1];
    expect(boundary).toBeTruthy();
    expect(body).toContain('Content-Disposition: form-data; name="name"\r\n\r\nAda\r\n');
    expect(body).toContain(
      'Content-Disposition: form-data; name="doc"; filename="note.txt"\r\nContent-Type: text/plain\r\n\r\nhello file\r\n',
    );
    expect(body.trimEnd().endsWith(`--${boundary}--`)).toBe(true);
  });

  it('refuses files outside the working directory unless allowed, and names missing files', async () => {
    const post = (path: string, via = transport) =>
      via.send({ method: 'POST', url: `${api.url}/echo`, headers: [], body: { type: 'file', path } });
    await expect(post('../../etc/passwd')).rejects.toMatchObject({ code: 'FILE_OUTSIDE_WORKING_DIR' });
    await expect(post('/etc/hostname')).rejects.toMatchObject({ code: 'FILE_OUTSIDE_WORKING_DIR' });
    await symlink('/etc/hostname', join(workingDir, 'escape.txt'));
    await expect(post('escape.txt')).rejects.toMatchObject({ code: 'FILE_OUTSIDE_WORKING_DIR' });
    await expect(post('missing.txt')).rejects.toMatchObject({
      code: 'FILE_NOT_FOUND',
      message: expect.stringContaining('missing.txt'),
    });
    const lenient = createUndiciTransport({ workingDir, allowFilesOutsideWorkingDir: true });
    expect((await post(join(workingDir, 'note.txt'), lenient)).status).toBe(200);
    await lenient.close();
  });

  it('percent-encodes the URL unless disableUrlEncoding asks to send it as typed', async () => {
    const typed = `${api.url}/echo?q=<a b>`;
    expect((await echoed({ url: typed })).echo.url).toBe('/echo?q=%3Ca%20b%3E');
    expect((await echoed({ url: `${api.url}/echo?q=<ab>`, disableUrlEncoding: true })).echo.url).toBe('/echo?q=<ab>');
  });

  it('drops framing headers copied from browsers instead of failing, and computes them itself', async () => {
    const { response, echo } = await echoed({
      method: 'POST',
      headers: [
        { name: 'Content-Length', value: '999' },
        { name: 'Connection', value: 'keep-alive' },
        { name: 'Keep-Alive', value: 'timeout=5' },
        { name: 'Transfer-Encoding', value: 'chunked' },
        { name: 'Expect', value: '100-continue' },
      ],
      body: { type: 'text', text: 'four' },
    });
    expect(response.status).toBe(200);
    expect([echo.body, echo.headers['content-length'], echo.headers['keep-alive']]).toEqual(['four', '4', undefined]);
  });

  it('refuses CR/LF in header names and values before sending anything', async () => {
    const before = api.received.length;
    await expect(echoed({ headers: [{ name: 'X-Evil', value: 'a\r\nInjected: 1' }] })).rejects.toMatchObject({
      code: 'INVALID_HEADER',
    });
    await expect(echoed({ headers: [{ name: 'X Bad\n', value: 'a' }] })).rejects.toMatchObject({
      code: 'INVALID_HEADER',
    });
    expect(api.received.length).toBe(before);
  });
});

describe('undici transport: redirects', () => {
  const redirect = (status: number, to = '/echo') =>
    `${api.url}/redirect?status=${status}&to=${encodeURIComponent(to)}`;
  const post = (url: string, extra: Partial<TransportRequest> = {}) =>
    transport.send({
      method: 'POST',
      url,
      headers: [{ name: 'Content-Type', value: 'text/plain' }],
      body: { type: 'text', text: 'payload' },
      ...extra,
    });

  it('follows 303 (and 301/302) with GET and no body, 307/308 with the same method and body', async () => {
    for (const status of [301, 302, 303]) {
      const response = await post(redirect(status));
      const echo = JSON.parse(response.body) as { method: string; body: string; headers: Record<string, string> };
      expect([status, echo.method, echo.body, echo.headers['content-type']]).toEqual([status, 'GET', '', undefined]);
      expect(response.url).toBe(`${api.url}/echo`);
    }
    for (const status of [307, 308]) {
      const echo = JSON.parse((await post(redirect(status))).body) as { method: string; body: string };
      expect([status, echo.method, echo.body]).toEqual([status, 'POST', 'payload']);
    }
  });

  it('keeps the method on 302 with followOriginalHttpMethod, and stops at the redirect with followRedirects off', async () => {
    const echo = JSON.parse((await post(redirect(302), { followOriginalHttpMethod: true })).body) as {
      method: string;
      body: string;
    };
    expect([echo.method, echo.body]).toEqual(['POST', 'payload']);
    const stopped = await post(redirect(302), { followRedirects: false });
    expect(stopped.status).toBe(302);
    expect(stopped.headers).toContainEqual({ name: 'location', value: '/echo' });
  });

  it('fails with TOO_MANY_REDIRECTS past the limit', async () => {
    await expect(
      transport.send({ method: 'GET', url: `${api.url}/loop`, headers: [], maxRedirects: 3 }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REDIRECTS',
      message: `Stopped after 3 redirects (last to ${api.url}/loop)`,
    });
  });

  it('drops Authorization on a cross-origin hop but keeps it on the same origin', async () => {
    const other = await startServer({
      '/echo': (request, response) => json(response, 200, { headers: request.headers }),
    });
    const authorization = [{ name: 'Authorization', value: 'Bearer secret' }];
    const same = JSON.parse((await transport.send({ method: 'GET', url: redirect(302), headers: authorization })).body);
    expect(same.headers.authorization).toBe('Bearer secret');
    // localhost and 127.0.0.1 are different origins.
    const cross = JSON.parse(
      (
        await transport.send({
          method: 'GET',
          url: redirect(302, other.url.replace('127.0.0.1', 'localhost') + '/echo'),
          headers: authorization,
        })
      ).body,
    );
    expect(cross.headers.authorization).toBeUndefined();
    other.server.close();
  });
});

describe('undici transport: cookies, decoding, limits', () => {
  it('stores Set-Cookie in the run’s jar and sends the cookies back, after any Cookie header of the user', async () => {
    const jar = createCookieJar();
    const run = createUndiciTransport({ cookieJar: jar });
    await run.send({ method: 'GET', url: `${api.url}/set-cookie`, headers: [] });
    const { echo } = await echoed({ headers: [{ name: 'Cookie', value: 'mine=1' }] }, run);
    expect(echo.headers.cookie).toBe('mine=1; session=abc; theme=dark');
    expect((await jar.getCookies(api.url)).map((cookie) => cookie.key)).toEqual(['session', 'theme']);
    const { echo: fresh } = await echoed({}, createUndiciTransport());
    expect(fresh.headers.cookie).toBeUndefined();
    await run.close();
  });

  it('decodes gzip, deflate and br bodies and reports the decoded size', async () => {
    for (const [path, text] of [
      ['/gzip', 'zipped text'],
      ['/br', 'brotli text'],
      ['/deflate', 'deflated text'],
    ]) {
      const response = await transport.send({ method: 'GET', url: `${api.url}${path}`, headers: [] });
      expect([response.body, response.size]).toEqual([text, text?.length]);
    }
  });

  it('caps the decoded size: a gzip bomb and an oversized body fail with RESPONSE_TOO_LARGE', async () => {
    await expect(
      transport.send({ method: 'GET', url: `${api.url}/bomb`, headers: [], maxResponseBytes: 1024 * 1024 }),
    ).rejects.toMatchObject({
      code: 'RESPONSE_TOO_LARGE',
      message: 'Response is larger than the limit of 1048576 bytes',
    });
    await expect(
      transport.send({ method: 'GET', url: `${api.url}/big`, headers: [], maxResponseBytes: 4095 }),
    ).rejects.toMatchObject({ code: 'RESPONSE_TOO_LARGE' });
    expect(
      (await transport.send({ method: 'GET', url: `${api.url}/big`, headers: [], maxResponseBytes: 4096 })).size,
    ).toBe(4096);
  });

  it('returns bytes that are not UTF-8 as base64, unchanged', async () => {
    const response = await transport.send({ method: 'GET', url: `${api.url}/binary`, headers: [] });
    expect(response.bodyEncoding).toBe('base64');
    expect(Buffer.from(response.body, 'base64')).toEqual(Buffer.from([0xff, 0xfe, 0x00, 0x80, 0x41]));
    expect(response.size).toBe(5);
  });

  it('times out a server that never answers, and reports a cancel as ABORTED', async () => {
    const started = Date.now();
    await expect(
      transport.send({ method: 'GET', url: `${api.url}/hang`, headers: [], timeoutMs: 300 }),
    ).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: 'Request timed out after 300 ms',
    });
    expect(Date.now() - started).toBeLessThan(3000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(
      transport.send({ method: 'GET', url: `${api.url}/hang`, headers: [], signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('reports timing phases that are non-negative, charging a connection’s setup to the one request that opened it', async () => {
    const server = await startServer({});
    let connections = 0;
    server.server.on('connection', () => connections++);
    const fresh = createUndiciTransport();
    const responses = [];
    for (let index = 0; index < 4; index++)
      responses.push(await fresh.send({ method: 'GET', url: `${server.url}/`, headers: [] }));
    for (const { timings, duration } of responses) {
      for (const value of Object.values(timings ?? {})) expect(value).toBeGreaterThanOrEqual(0);
      expect(timings!.total).toBeGreaterThanOrEqual(timings!.firstByte + timings!.download);
      expect(duration).toBe(timings!.total);
    }
    expect(responses.filter((response) => response.timings!.connect > 0)).toHaveLength(connections);
    expect(connections).toBeLessThan(4);
    await fresh.close();
    server.server.close();
  });
});

describe('undici transport: where it may connect', () => {
  it('fails with CONNECTION_REFUSED and a readable message when nothing listens', async () => {
    const closed = await startServer({});
    const port = (closed.server.address() as AddressInfo).port;
    closed.server.close();
    await once(closed.server, 'close');
    await expect(
      transport.send({ method: 'GET', url: `http://127.0.0.1:${port}/`, headers: [] }),
    ).rejects.toMatchObject({
      code: 'CONNECTION_REFUSED',
      message: `Connection refused by 127.0.0.1:${port}`,
    });
  });

  it('gives up connecting after connectTimeoutMs with TIMEOUT', async () => {
    const stuck = createUndiciTransport({ connectTimeoutMs: 200, lookup: (() => undefined) as never });
    await expect(stuck.send({ method: 'GET', url: 'http://stuck.courier.test/', headers: [] })).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: 'Connection to stuck.courier.test:80 timed out after 200 ms',
    });
    await stuck.close();
  });

  it('uses an injected lookup: its results are connected to, its failures are DNS_FAILED', async () => {
    const port = new URL(api.url).port;
    const resolving = createUndiciTransport({
      lookup: ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
        if (hostname !== 'api.courier.test')
          return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
        return options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);
      }) as never,
    });
    expect(
      (await resolving.send({ method: 'GET', url: `http://api.courier.test:${port}/big`, headers: [] })).status,
    ).toBe(200);
    await expect(
      resolving.send({ method: 'GET', url: `http://nowhere.courier.test:${port}/`, headers: [] }),
    ).rejects.toMatchObject({
      code: 'DNS_FAILED',
      message: 'Could not resolve host nowhere.courier.test (ENOTFOUND)',
    });
    await resolving.close();
  });

  it('asks checkAddress for every address connected to, on every redirect hop, and refuses blocked ones', async () => {
    const checked: string[] = [];
    const guarded = createUndiciTransport({
      checkAddress: (address) => {
        checked.push(address);
        if (address === '127.0.0.1') throw new Error('private address');
      },
      lookup: ((_: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
        options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4)) as never,
    });
    const port = new URL(api.url).port;
    await expect(
      guarded.send({ method: 'GET', url: `http://public.courier.test:${port}/`, headers: [] }),
    ).rejects.toMatchObject({
      code: 'ADDRESS_BLOCKED',
      message: 'Requests to 127.0.0.1 are not allowed: private address',
    });
    await expect(guarded.send({ method: 'GET', url: `${api.url}/`, headers: [] })).rejects.toMatchObject({
      code: 'ADDRESS_BLOCKED',
    });
    expect(checked).toEqual(['127.0.0.1', '127.0.0.1']);
    await guarded.close();

    // A public-looking first hop redirecting to a blocked address is refused at the second connection.
    const hops: string[] = [];
    const other = await startServer({});
    const onlyFirst = createUndiciTransport({
      checkAddress: (address) => {
        hops.push(address);
        if (hops.length > 1) throw new Error('private address');
      },
    });
    const to = `http://localhost:${new URL(other.url).port}/`;
    await expect(
      onlyFirst.send({
        method: 'GET',
        url: `${api.url}/redirect?status=302&to=${encodeURIComponent(to)}`,
        headers: [],
      }),
    ).rejects.toMatchObject({
      code: 'ADDRESS_BLOCKED',
    });
    expect(hops.length).toBeGreaterThanOrEqual(2);
    other.server.close();
    await onlyFirst.close();
  });

  it('refuses protocols other than http and https, also when a redirect asks for them', async () => {
    await expect(transport.send({ method: 'GET', url: 'ftp://127.0.0.1/x', headers: [] })).rejects.toMatchObject({
      code: 'PROTOCOL_NOT_ALLOWED',
      message: 'Protocol ftp: is not allowed (use http: or https:)',
    });
    await expect(
      transport.send({
        method: 'GET',
        url: `${api.url}/redirect?status=302&to=${encodeURIComponent('file:///etc/passwd')}`,
        headers: [],
      }),
    ).rejects.toMatchObject({
      code: 'PROTOCOL_NOT_ALLOWED',
    });
  });
});
