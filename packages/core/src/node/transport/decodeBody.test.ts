import { describe, expect, it } from 'vitest';
import { useLocalApi } from './fixtures/useLocalApi.js';

const local = useLocalApi();

describe('undici transport: decoding and the size cap', () => {
  it('decodes gzip, deflate and br bodies and reports the decoded size', async () => {
    for (const [path, text] of [
      ['/gzip', 'zipped text'],
      ['/br', 'brotli text'],
      ['/deflate', 'deflated text'],
    ]) {
      const response = await local.transport.send({ method: 'GET', url: `${local.api.url}${path}`, headers: [] });
      expect([response.body, response.size]).toEqual([text, text?.length]);
    }
  });

  it('caps the decoded size: a gzip bomb and an oversized body fail with RESPONSE_TOO_LARGE', async () => {
    await expect(
      local.transport.send({ method: 'GET', url: `${local.api.url}/bomb`, headers: [], maxResponseBytes: 1024 * 1024 }),
    ).rejects.toMatchObject({
      code: 'RESPONSE_TOO_LARGE',
      message: 'Response is larger than the limit of 1048576 bytes',
    });
    await expect(
      local.transport.send({ method: 'GET', url: `${local.api.url}/big`, headers: [], maxResponseBytes: 4095 }),
    ).rejects.toMatchObject({ code: 'RESPONSE_TOO_LARGE' });
    expect(
      (await local.transport.send({ method: 'GET', url: `${local.api.url}/big`, headers: [], maxResponseBytes: 4096 }))
        .size,
    ).toBe(4096);
  });

  it('takes a 204 or 304 that claims a Content-Length as the empty response it is', async () => {
    for (const status of [204, 304]) {
      const url = `${local.api.url}/no-content?status=${status}`;
      const response = await local.transport.send({ method: 'GET', url, headers: [] });
      expect([response.status, response.body, response.size]).toEqual([status, '', 0]);
    }
    // The connection it left is not reused half-read: the next request is answered normally.
    const next = await local.transport.send({ method: 'GET', url: `${local.api.url}/gzip`, headers: [] });
    expect(next.body).toBe('zipped text');
  });

  it('returns bytes that are not UTF-8 as base64, unchanged', async () => {
    const response = await local.transport.send({ method: 'GET', url: `${local.api.url}/binary`, headers: [] });
    expect(response.bodyEncoding).toBe('base64');
    expect(Buffer.from(response.body, 'base64')).toEqual(Buffer.from([0xff, 0xfe, 0x00, 0x80, 0x41]));
    expect(response.size).toBe(5);
  });
});
