import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TransportRequest } from './transport.js';
import { TransportRequestSchema, type TransportRequestData } from './transportRequestSchema.js';

describe('TransportRequestSchema', () => {
  it('has exactly the fields of TransportRequest that travel as JSON', () => {
    expectTypeOf<TransportRequestData>().toEqualTypeOf<Omit<TransportRequest, 'signal' | 'eventStream'>>();
  });

  it('accepts a request with every body mode', () => {
    const bodies = [
      { type: 'text', text: '{"a":1}' },
      { type: 'base64', data: 'AAEC/w==' },
      { type: 'urlencoded', fields: [{ key: 'a', value: 'b' }] },
      {
        type: 'multipart',
        parts: [
          { kind: 'text', name: 'a', value: 'b' },
          { kind: 'blob', name: 'f', fileName: 'x.bin', data: 'AA==', contentType: 'application/octet-stream' },
        ],
      },
    ];
    for (const body of bodies) {
      const parsed = TransportRequestSchema.parse({ method: 'POST', url: 'http://example.test/', body });
      expect(parsed.body).toEqual(body);
      expect(parsed.headers).toEqual([]);
    }
  });

  it('takes headers as a map of name to value, the shape spec 01 posts, as well as a list', () => {
    const parsed = TransportRequestSchema.parse({
      method: 'GET',
      url: 'http://example.test/',
      headers: { Accept: 'application/json', 'X-Trace': 'one' },
    });
    expect(parsed.headers).toEqual([
      { name: 'Accept', value: 'application/json' },
      { name: 'X-Trace', value: 'one' },
    ]);
    const broken = TransportRequestSchema.safeParse({
      method: 'GET',
      url: 'http://x.test/',
      headers: { 'X-A': 'a\nb' },
    });
    expect(broken.error?.issues[0]?.message).toBe('Header values must not contain CR or LF');
  });

  it.each([
    [{ headers: [{ name: 'X-A', value: 'a\r\nX-Injected: 1' }] }, 'Header values must not contain CR or LF'],
    [{ headers: [{ name: 'X-A\nB', value: 'a' }] }, 'Header names must not contain CR or LF'],
    [{ headers: [{ name: 'X A', value: 'a' }] }, 'Header names may only hold'],
    [{ method: 'GET /evil HTTP/1.1' }, 'Method must be a single word'],
    [{ body: { type: 'base64', data: 'not base64!' } }, 'Must be base64'],
    [{ timeoutMs: -1 }, 'expected number to be >0'],
  ])('refuses %o', (change, message) => {
    const result = TransportRequestSchema.safeParse({ method: 'GET', url: 'http://example.test/', ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message.toLowerCase()).toContain(message.toLowerCase());
  });
});
