// At scale, opt-in for `npm run test:unit` and run by `npm test`: a report larger than the longest
// string JavaScript can hold is written piece by piece.
import { constants } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { exchangeWith, execution, runResult } from '@courier/testkit';
import { reportPieces } from './index.js';

describe('reportPieces at scale', () => {
  it('writes a Newman report longer than the longest string, holding one execution at a time', () => {
    // Newman writes a body as its bytes, one a line: 1 MB of body is some 20 MB of report.
    const exchange = exchangeWith('x'.repeat(1024 * 1024));
    const requests = Array.from({ length: 30 }, (_, index) => execution({ id: `e${index}` }));
    let length = 0;
    let longestPiece = 0;
    let head = '';
    let tail = '';
    for (const piece of reportPieces('newman-json', runResult(requests), { exchange: () => exchange })) {
      length += piece.length;
      longestPiece = Math.max(longestPiece, piece.length);
      if (head === '') head = piece;
      tail = (tail + piece).slice(-2000);
    }
    expect(length).toBeGreaterThan(constants.MAX_STRING_LENGTH);
    expect(longestPiece).toBeLessThan(constants.MAX_STRING_LENGTH / 10);
    expect(head).toMatch(/^\{\n {2}"collection": \{/);
    expect(tail).toMatch(/\n {6}\}\n {4}\],\n {4}"transfers": \{\n {6}"responseTotal": \d+\n {4}\},/);
    expect(tail.endsWith('"error": null\n  }\n}\n')).toBe(true);
  });
});
