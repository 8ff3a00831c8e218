import { describe, expect, it } from 'vitest';
import { HttpRequestSchema } from '../model/request.js';
import { SendError } from './errors.js';
import { toTransportRequest } from './prepare.js';

const request = (input: unknown) => HttpRequestSchema.parse(input);

describe('toTransportRequest', () => {
  it('substitutes :path variables in the path only and keeps unknown ones', () => {
    const prepared = toTransportRequest(
      request({
        url: 'http://localhost:8080/users/:id/posts/:post/:missing?x=:id',
        pathVariables: [
          { key: 'id', value: '42' },
          { key: 'post', value: '7' },
        ],
      }),
    );
    expect(prepared.url).toBe('http://localhost:8080/users/42/posts/7/:missing?x=:id');
  });

  it('adds http:// to a URL without a scheme and refuses an empty or unparsable one', () => {
    expect(toTransportRequest(request({ url: 'example.test/a' })).url).toBe('http://example.test/a');
    // Postman trims leading whitespace only; a trailing newline in the query is sent (as %0A).
    expect(toTransportRequest(request({ url: ' \n http://h/get?q=\n ' })).url).toBe('http://h/get?q=\n');
    expect(() => toTransportRequest(request({ url: '  ' }))).toThrow(
      new SendError('INVALID_URL', 'Please enter a URL'),
    );
    expect(() => toTransportRequest(request({ url: 'http://exa mple:99999/' }))).toThrow(/Invalid URL/);
  });

  it('drops disabled and nameless headers, keeps duplicates in order', () => {
    const prepared = toTransportRequest(
      request({
        url: 'http://h/',
        headers: [
          { key: 'X-A', value: '1' },
          { key: 'X-Off', value: '2', enabled: false },
          { key: '', value: 'orphan' },
          { key: 'X-A', value: '3' },
        ],
      }),
    );
    expect(prepared.headers).toEqual([
      { name: 'X-A', value: '1' },
      { name: 'X-A', value: '3' },
    ]);
  });

  it('sends raw bodies with the Content-Type of their language unless one is set', () => {
    const json = toTransportRequest(
      request({ method: 'POST', url: 'http://h/', body: { mode: 'raw', raw: '{}', language: 'json' } }),
    );
    expect(json.body).toEqual({ type: 'text', text: '{}' });
    expect(json.headers).toEqual([{ name: 'Content-Type', value: 'application/json' }]);

    const own = toTransportRequest(
      request({
        method: 'POST',
        url: 'http://h/',
        headers: [{ key: 'content-type', value: 'application/vnd.x+json' }],
        body: { mode: 'raw', raw: '{}', language: 'json' },
      }),
    );
    expect(own.headers).toEqual([{ name: 'content-type', value: 'application/vnd.x+json' }]);
    const xml = toTransportRequest(
      request({ method: 'PUT', url: 'http://h/', body: { mode: 'raw', raw: '<a/>', language: 'xml' } }),
    );
    expect(xml.headers).toEqual([{ name: 'Content-Type', value: 'application/xml' }]);
  });

  it('prunes the body of GET unless disableBodyPruning is on, as Postman does', () => {
    const body = { mode: 'raw', raw: 'hello' };
    expect(toTransportRequest(request({ url: 'http://h/', body })).body).toBeUndefined();
    const kept = toTransportRequest(request({ url: 'http://h/', body }), {
      protocolProfileBehavior: { disableBodyPruning: true },
    });
    expect(kept.body).toEqual({ type: 'text', text: 'hello' });
    expect(toTransportRequest(request({ method: 'DELETE', url: 'http://h/', body })).body).toEqual({
      type: 'text',
      text: 'hello',
    });
  });

  it('sends the bytes of a file chosen in the browser, and falls back to its path when they were not kept', () => {
    const data = Buffer.from('hello').toString('base64');
    const picked = { name: 'hello.txt', size: 5, type: 'text/plain', data };
    const form = toTransportRequest(
      request({
        method: 'POST',
        url: 'http://h/',
        body: {
          mode: 'formdata',
          formdata: [
            { key: 'upload', type: 'file', src: ['hello.txt'], picked },
            { key: 'gone', type: 'file', src: ['big.bin'], picked: { name: 'big.bin', size: 9_000_000 } },
          ],
        },
      }),
    );
    expect(form.body).toEqual({
      type: 'multipart',
      parts: [
        { kind: 'blob', name: 'upload', fileName: 'hello.txt', data, contentType: 'text/plain' },
        { kind: 'file', name: 'gone', path: 'big.bin' },
      ],
    });
    const binary = toTransportRequest(
      request({ method: 'PUT', url: 'http://h/', body: { mode: 'file', src: 'hello.txt', picked } }),
    );
    expect(binary.body).toEqual({ type: 'base64', data });
    expect(binary.headers).toEqual([{ name: 'Content-Type', value: 'text/plain' }]);
  });

  it('encodes urlencoded and form-data rows without the disabled ones, one part per file', () => {
    const form = toTransportRequest(
      request({
        method: 'POST',
        url: 'http://h/',
        body: {
          mode: 'formdata',
          formdata: [
            { key: 'name', type: 'text', value: 'Ada' },
            { key: 'off', type: 'text', value: 'x', enabled: false },
            { key: 'doc', type: 'file', src: ['a.txt', 'b.png'], contentType: 'image/png' },
          ],
        },
      }),
    );
    expect(form.body).toEqual({
      type: 'multipart',
      parts: [
        { kind: 'text', name: 'name', value: 'Ada' },
        { kind: 'file', name: 'doc', path: 'a.txt', contentType: 'image/png' },
        { kind: 'file', name: 'doc', path: 'b.png', contentType: 'image/png' },
      ],
    });
    const urlencoded = toTransportRequest(
      request({
        method: 'POST',
        url: 'http://h/',
        body: {
          mode: 'urlencoded',
          urlencoded: [
            { key: 'a', value: '1' },
            { key: 'b', value: '2', enabled: false },
            { key: '', value: 'unnamed' },
          ],
        },
      }),
    );
    // A field without a name is sent as `=unnamed`, as Newman sends it.
    expect(urlencoded.body).toEqual({
      type: 'urlencoded',
      fields: [
        { key: 'a', value: '1' },
        { key: '', value: 'unnamed' },
      ],
    });
  });

  it('sends a binary file body with its content type', () => {
    const file = toTransportRequest(
      request({ method: 'POST', url: 'http://h/', body: { mode: 'file', src: 'img.png', contentType: 'image/png' } }),
    );
    expect(file.body).toEqual({ type: 'file', path: 'img.png' });
    expect(file.headers).toEqual([{ name: 'Content-Type', value: 'image/png' }]);
  });

  it('sends GraphQL as JSON and ignores invalid variables', () => {
    const valid = toTransportRequest(
      request({
        method: 'POST',
        url: 'http://h/',
        body: { mode: 'graphql', query: '{ me { id } }', variables: '{"a":1}' },
      }),
    );
    expect(valid.body).toEqual({ type: 'text', text: '{"query":"{ me { id } }","variables":{"a":1}}' });
    expect(valid.headers).toEqual([{ name: 'Content-Type', value: 'application/json' }]);
    const invalid = toTransportRequest(
      request({ method: 'POST', url: 'http://h/', body: { mode: 'graphql', query: 'q', variables: '{oops' } }),
    );
    expect(invalid.body).toEqual({ type: 'text', text: '{"query":"q"}' });
  });

  it("maps Postman's protocolProfileBehavior and the run options", () => {
    const signal = new AbortController().signal;
    const prepared = toTransportRequest(request({ url: 'http://h/' }), {
      timeoutMs: 5000,
      maxResponseBytes: 10,
      signal,
      protocolProfileBehavior: {
        followRedirects: false,
        followOriginalHttpMethod: true,
        removeRefererHeaderOnRedirect: true,
        maxRedirects: 3,
        strictSSL: false,
        disableUrlEncoding: true,
        disabledSystemHeaders: { 'Postman-Token': true, 'cache-control': true, 'user-agent': false },
        maxRedirectsBogus: 'x',
      },
    });
    expect(prepared).toMatchObject({
      timeoutMs: 5000,
      maxResponseBytes: 10,
      signal,
      followRedirects: false,
      followOriginalHttpMethod: true,
      removeRefererHeaderOnRedirect: true,
      maxRedirects: 3,
      strictSSL: false,
      disableUrlEncoding: true,
      disabledSystemHeaders: ['postman-token', 'cache-control'],
    });
  });
});
