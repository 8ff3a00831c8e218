// At scale, opt-in for `npm run test:unit` and run by `npm test`: reports of hundreds of megabytes.
import { exchangeWith, execution, runResult } from '@courier/testkit';
import { describe, expect, it } from 'vitest';
import { writeReport } from './fileReports.js';

/** Every execution answered with the same body, so a run of any size holds one body. */
function runAnswering(body: string, requests: number) {
  const exchange = exchangeWith(body);
  const result = runResult(Array.from({ length: requests }, (_, index) => execution({ id: `e${index}` })));
  return { result, context: { exchange: () => exchange } };
}

describe('writeReport', () => {
  it('writes a JSON report larger than the longest string', async () => {
    // Newman's report writes a body as its bytes, one a line: 30 bodies of 1 MB are some 600 MB.
    const { result, context } = runAnswering('x'.repeat(1024 * 1024), 30);
    const options = { json: { export: '/dev/null' } };
    await expect(writeReport('json', result, options, context)).resolves.toBe('/dev/null');
  });

  it('says which reporters can write a run whose HTML report is too large for one page', async () => {
    const { result, context } = runAnswering('x'.repeat(100 * 1024 * 1024), 6);
    const options = { html: { export: '/dev/null' } };
    await expect(writeReport('html', result, options, context)).rejects.toThrow(
      'the html report of 6 requests is larger than one file of its kind can hold; use -r json or junit',
    );
  });
});
