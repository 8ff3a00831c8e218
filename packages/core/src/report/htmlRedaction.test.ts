import { describe, expect, it } from 'vitest';
import { execution, runResult } from '@courier/testkit';
import type { Exchange } from './exchange.js';
import { htmlData } from './htmlData.js';

const exchange: Exchange = {
  request: {
    method: 'POST',
    url: 'http://api.test/login',
    headers: [
      { name: 'Authorization', value: 'Bearer secret' },
      { name: 'Accept', value: '*/*' },
    ],
    body: { mode: 'raw', raw: '{"password":"hunter2"}', language: 'json' },
    bodyTruncated: false,
  },
  response: {
    status: 200,
    statusText: 'OK',
    headers: [{ name: 'Set-Cookie', value: 'sid=secret' }],
    body: { text: '{"token":"secret"}', size: 18, truncated: false, base64: false },
  },
  console: [],
};

const result = runResult([execution({ id: 'login', name: 'Login' }), execution({ id: 'other', name: 'Other' })]);
const context = { exchange: () => exchange };

describe('htmlData with a redaction', () => {
  it('keeps everything without one', () => {
    const [row] = htmlData(result, context).rows;
    expect(row?.q).toEqual({
      h: [
        ['Authorization', 'Bearer secret'],
        ['Accept', '*/*'],
      ],
      b: '{"password":"hunter2"}',
      bt: false,
    });
  });

  it('leaves out the named headers in any case, and says so', () => {
    const [row] = htmlData(result, context, { headers: ['authorization', 'SET-COOKIE'] }).rows;
    expect(row?.q).toMatchObject({ h: [['Accept', '*/*']], ho: true });
    expect(row?.r).toMatchObject({ h: [], ho: true, b: '{"token":"secret"}' });
  });

  it('leaves out every header and body', () => {
    const rows = htmlData(result, context, { headers: 'all', requestBodies: 'all', responseBodies: 'all' }).rows;
    for (const row of rows) {
      expect(row.q).toEqual({ h: [], ho: true, b: '', bt: false, bo: true });
      expect(row.r).toMatchObject({ h: [], ho: true, b: '', bo: true, b64: false });
    }
    expect(JSON.stringify(rows)).not.toContain('secret');
  });

  it('leaves out the bodies of the named requests only', () => {
    const [login, other] = htmlData(result, context, { requestBodies: ['Login'], responseBodies: ['Login'] }).rows;
    expect(login?.q).toMatchObject({ b: '', bo: true });
    expect(login?.r).toMatchObject({ b: '', bo: true });
    expect(other?.q?.b).toBe('{"password":"hunter2"}');
    expect(other?.r?.bo).toBeUndefined();
  });
});
