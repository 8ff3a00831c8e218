import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestBody } from './bodyDigest.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('digestBody', () => {
  it('hashes the bytes of a UTF-8 body larger than a slice, with a pair on the slice boundary', async () => {
    const body = `${'a'.repeat(1024 * 1024 - 1)}😀${'é'.repeat(3000)}`;
    expect(await digestBody(body, 'utf8')).toBe(sha256(Buffer.from(body, 'utf8')));
  });

  it('hashes the decoded bytes of a base64 body', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 7, 0xfe);
    expect(await digestBody(bytes.toString('base64'), 'base64')).toBe(sha256(bytes));
  });

  it('hashes an empty body', async () => {
    expect(await digestBody('', 'utf8')).toBe(sha256(Buffer.alloc(0)));
  });
});
