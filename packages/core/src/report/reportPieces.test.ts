import { constants } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { execution, runResult } from '@courier/testkit';
import type { Exchange } from './exchange.js';
import { reportPieces } from './index.js';
import { itemsPlaceholder, jsonPieces } from './jsonPieces.js';

function exchangeWith(body: string): Exchange {
  return {
    request: { method: 'GET', url: 'http://api.test/big', headers: [], body: { mode: 'none' }, bodyTruncated: false },
    response: {
      status: 200,
      statusText: 'OK',
      headers: [{ name: 'Content-Type', value: 'application/json' }],
      body: { text: body, size: body.length, truncated: false, base64: false },
    },
    console: [],
  };
}

describe('jsonPieces', () => {
  it('gives the bytes of JSON.stringify with two spaces, at any depth and for any items', () => {
    const items = [{ text: 'two\nlines', list: [1, [], {}] }, 'x', null, undefined, [{ deep: { er: [true] } }]];
    const placeholder = itemsPlaceholder();
    const document = { before: { a: [1, 2] }, run: { stats: { n: 1 }, items: placeholder.marker, after: 'z' } };
    const text = [...jsonPieces(document, placeholder, items)].join('');
    expect(text).toBe(`${JSON.stringify({ ...document, run: { ...document.run, items } }, null, 2)}\n`);
  });

  it('writes an empty array as JSON.stringify does', () => {
    const placeholder = itemsPlaceholder();
    const text = [...jsonPieces({ items: placeholder.marker }, placeholder, [])].join('');
    expect(text).toBe(`${JSON.stringify({ items: [] }, null, 2)}\n`);
  });
});

describe('reportPieces', () => {
  it('gives the JSON reports as JSON.stringify would write them whole', () => {
    const requests = [execution({ tests: [{ name: 'fails', passed: false, error: 'no' }] }), execution()];
    const context = { exchange: () => exchangeWith('{"ok":true}') };
    for (const format of ['json', 'newman-json'] as const) {
      const text = [...reportPieces(format, runResult(requests), context)].join('');
      expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    }
  });

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
  }, 60_000);
});
