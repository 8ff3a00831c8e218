import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpRequestSchema } from '../../model/request.js';
import { toTransportRequest } from '../../send/prepare.js';
import type { TransportRequest } from '../../send/transport.js';
import { createUndiciTransport, type UndiciTransport } from './createUndiciTransport.js';
import { echoed as echoVia, startApi, type LocalServer } from './fixtures/localServer.js';

let api: LocalServer;
let transport: UndiciTransport;
let workingDir: string;

beforeAll(async () => {
  workingDir = await mkdtemp(join(tmpdir(), 'courier-transport-'));
  await writeFile(join(workingDir, 'note.txt'), 'hello file');
  await writeFile(join(workingDir, 'image.bin'), Buffer.from([0, 255, 1, 254]));
  api = await startApi();
  transport = createUndiciTransport({ workingDir });
});

afterAll(async () => {
  await transport.close();
  api.server.closeAllConnections();
  api.server.close();
  await rm(workingDir, { recursive: true, force: true });
});

const echoed = (request: Partial<TransportRequest>) => echoVia(transport, api, request);

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

  it('reports the request headers it sent, with Host, defaults and Content-Length', async () => {
    const { response, echo } = await echoed({
      method: 'POST',
      headers: [{ name: 'X-Mine', value: '1' }],
      body: { type: 'text', text: 'hello' },
    });
    const sent = Object.fromEntries((response.requestHeaders ?? []).map((header) => [header.name, header.value]));
    expect(sent).toMatchObject({
      Host: new URL(api.url).host,
      'X-Mine': '1',
      'User-Agent': 'Courier',
      'Content-Length': '5',
    });
    expect(sent['Host']).toBe(echo.headers['host']);
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
        { key: 'x', value: "é(*)!'~" },
        { key: 'a b', value: 'again' },
      ],
    });
    expect(form.headers['content-type']).toBe('application/x-www-form-urlencoded');
    // As Postman sends it: %20 for a space, RFC 3986's marks encoded, a repeated key's values together.
    expect(form.body).toBe('a%20b=c%26d&a%20b=again&x=%C3%A9%28%2A%29%21%27~');

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

  it('sends the path and query as Postman does: dot segments, empty query and newlines kept', async () => {
    expect((await echoed({ url: `${api.url}/./echo?` })).echo.url).toBe('/./echo?');
    expect((await echoed({ url: `${api.url}/echo?foo=\nbar` })).echo.url).toBe('/echo?foo=%0Abar');
  });

  it('sends credentials written in the URL as Basic auth, unless an Authorization header is set', async () => {
    const withCredentials = api.url.replace('://', '://us%40r:p@ss@');
    expect((await echoed({ url: `${withCredentials}/echo` })).echo.headers['authorization']).toBe(
      `Basic ${btoa('us@r:p@ss')}`,
    );
    const own = [{ name: 'Authorization', value: 'Bearer t' }];
    expect((await echoed({ url: `${withCredentials}/echo`, headers: own })).echo.headers['authorization']).toBe(
      'Bearer t',
    );
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

describe('undici transport: deadlines', () => {
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
});
