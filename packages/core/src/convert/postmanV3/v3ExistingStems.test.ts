import { describe, expect, it } from 'vitest';
import { parseV3File } from './parseV3File.js';
import { existingV3Stems } from './v3ExistingStems.js';

const files = [
  { path: 'api/get-book-by-id.request.yaml', text: "$kind: http-request\nname: 'get book by :id'\nurl: /books/:id\n" },
  { path: 'api/plain.request.yaml', text: '$kind: http-request\nurl: /plain\n' },
  { path: 'api/signup/.resources/definition.yaml', text: "$kind: collection\nname: 'Sign-up flow'\n" },
  { path: 'api/signup/start.request.yaml', text: '$kind: http-request\nurl: /start\n' },
  { path: 'api/broken.request.yaml', text: "$kind: http-request\nname: 'broken\n" },
  { path: 'api/orders.request.yaml', text: '$kind: grpc-request\nname: Orders\n' },
];

describe('existing v3 stems', () => {
  const stemOnDisk = existingV3Stems(files, parseV3File, 'api');

  it('names the file each request and folder already has, by the name the reader gives it', () => {
    expect(stemOnDisk('', 'get book by :id', 'request')).toBe('get-book-by-id');
    expect(stemOnDisk('', 'plain', 'request')).toBe('plain');
    expect(stemOnDisk('', 'Sign-up flow', 'folder')).toBe('signup');
    expect(stemOnDisk('signup/', 'start', 'request')).toBe('start');
  });

  it('offers no file that did not parse, nor a request of a kind Courier keeps as it is', () => {
    expect(stemOnDisk('', 'broken', 'request')).toBeUndefined();
    expect(stemOnDisk('', 'Orders', 'request')).toBeUndefined();
    expect(stemOnDisk('', 'get book by :id', 'folder')).toBeUndefined();
  });
});
