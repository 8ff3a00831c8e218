import { rawUpstream, type Upstream } from '@courier/testkit/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUndiciTransport } from './createUndiciTransport.js';

/** A server that keeps every request exactly as it arrived and answers 200 with no body. */
let server: Upstream;
const received: string[] = [];

beforeAll(async () => {
  server = await rawUpstream((socket) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text)?.[1] ?? 0);
      if (end !== -1 && text.length >= end + 4 + length) {
        received.push(text);
        text = '';
        socket.write('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n');
      }
    });
  });
});

afterAll(() => server.close());

describe('undici transport: the request head as Postman writes it', () => {
  it('names Host, Connection and Content-Length as Postman does, adds its zero Content-Length, and leaves the rest as written', async () => {
    const transport = createUndiciTransport();
    const url = `${server.url}/raw?q=1`;
    await transport.send({
      method: 'POSTMAN',
      url,
      headers: [{ name: 'x-lower', value: 'host: kept' }],
      body: { type: 'text', text: 'content-length: 5' },
    });
    await transport.send({ method: 'GET', url, headers: [] });
    await transport.send({
      method: 'POST',
      url,
      headers: [],
      body: { type: 'multipart', parts: [{ kind: 'text', name: 'a', value: '1' }] },
    });
    await transport.send({ method: 'PROPFIND', url, headers: [] });
    await transport.send({ method: 'POSTMAN', url, headers: [] });
    await transport.send({ method: 'DELETE', url, headers: [] });
    await transport.close();

    const [custom, get, form, propfind, emptyCustom, remove] = received;
    expect(custom).toMatch(/^POSTMAN \/raw\?q=1 HTTP\/1\.1\r\nHost: 127\.0\.0\.1:\d+\r\nConnection: keep-alive\r\n/);
    expect(custom).toContain('\r\nx-lower: host: kept\r\n');
    expect(custom).toMatch(/\r\nContent-Length: 17\r\n\r\ncontent-length: 5$/);
    expect(get).toMatch(/^GET \/raw\?q=1 HTTP\/1\.1\r\nHost: /);
    expect(get).not.toMatch(/\r\n(host|connection|content-length): /);
    expect(form).toMatch(/\r\nContent-Type: multipart\/form-data; boundary=/);
    expect(form).toContain('Content-Disposition: form-data; name="a"');
    // Without a body, a method other than GET, HEAD, DELETE, OPTIONS, TRACE and CONNECT says so
    // with a zero length, as Node's client (Newman) writes it; once, whoever adds it.
    expect(propfind).toMatch(/\r\nContent-Length: 0\r\n\r\n$/);
    expect(emptyCustom).toMatch(/^POSTMAN \/raw\?q=1 HTTP\/1\.1\r\n[\s\S]*\r\nContent-Length: 0\r\n\r\n$/);
    for (const head of [propfind, emptyCustom]) expect(head!.match(/content-length/gi)).toHaveLength(1);
    expect(get).not.toMatch(/content-length/i);
    expect(remove).not.toMatch(/content-length/i);
  });
});
