import type { Body } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { KEEP_LIMIT, keptBody, PICK_LIMIT, readPickedFile } from './pickedFiles.js';

const small = { name: 'a.txt', size: 5, type: 'text/plain', data: 'aGVsbG8=' };
const large = { name: 'big.bin', size: KEEP_LIMIT + 1, type: '', data: 'AAAA' };

describe('keptBody', () => {
  it('keeps small files whole and returns the same body', () => {
    const body: Body = {
      mode: 'formdata',
      formdata: [{ key: 'f', type: 'file', src: ['a.txt'], enabled: true, picked: small }],
    };
    expect(keptBody(body)).toBe(body);
  });

  it('drops the bytes of files over the limit, keeping name and size', () => {
    const body: Body = {
      mode: 'formdata',
      formdata: [
        { key: 't', type: 'text', value: 'x', enabled: true },
        { key: 'f', type: 'file', src: ['big.bin'], enabled: true, picked: large },
      ],
    };
    const stored = keptBody(body);
    expect(stored).toEqual({
      mode: 'formdata',
      formdata: [
        { key: 't', type: 'text', value: 'x', enabled: true },
        {
          key: 'f',
          type: 'file',
          src: ['big.bin'],
          enabled: true,
          picked: { name: 'big.bin', size: KEEP_LIMIT + 1, type: '' },
        },
      ],
    });
    expect(keptBody({ mode: 'file', src: 'big.bin', picked: large })).toEqual({
      mode: 'file',
      src: 'big.bin',
      picked: { name: 'big.bin', size: KEEP_LIMIT + 1, type: '' },
    });
  });
});

describe('readPickedFile', () => {
  it('refuses files the proxy could not take', async () => {
    const file = { name: 'huge.iso', size: PICK_LIMIT + 1 } as File;
    await expect(readPickedFile(file)).rejects.toThrow(
      '"huge.iso" is 10 MB: files over 10 MB cannot be sent from the browser',
    );
  });
});
