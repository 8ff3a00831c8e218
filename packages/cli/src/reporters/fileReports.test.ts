import type { Exchange } from '@courier/core';
import { execution, runResult } from '@courier/testkit';
import { describe, expect, it } from 'vitest';
import { writeReport } from './fileReports.js';

/** Every execution answered with the same body, so a run of any size holds one body. */
function runAnswering(body: string, requests: number) {
  const exchange: Exchange = {
    request: { method: 'GET', url: 'http://api.test/big', headers: [], body: { mode: 'none' }, bodyTruncated: false },
    response: {
      status: 200,
      statusText: 'OK',
      headers: [],
      body: { text: body, size: body.length, truncated: false, base64: false },
    },
    console: [],
  };
  const result = runResult(Array.from({ length: requests }, (_, index) => execution({ id: `e${index}` })));
  return { result, context: { exchange: () => exchange } };
}

describe('writeReport', () => {
  it('writes a JSON report larger than the longest string', async () => {
    // Newman's report writes a body as its bytes, one a line: 30 bodies of 1 MB are some 600 MB.
    const { result, context } = runAnswering('x'.repeat(1024 * 1024), 30);
    const options = { json: { export: '/dev/null' } };
    await expect(writeReport('json', result, options, context)).resolves.toBe('/dev/null');
  }, 60_000);

  it('says which reporters can write a run whose HTML report is too large for one page', async () => {
    const { result, context } = runAnswering('x'.repeat(100 * 1024 * 1024), 6);
    const options = { html: { export: '/dev/null' } };
    await expect(writeReport('html', result, options, context)).rejects.toThrow(
      'the html report of 6 requests is larger than one file of its kind can hold; use -r json or junit',
    );
  }, 60_000);
});
