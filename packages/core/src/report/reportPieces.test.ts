import { describe, expect, it } from 'vitest';
import { exchangeWith, execution, runResult } from '@courier/testkit';
import { reportPieces } from './index.js';
import { itemsPlaceholder, jsonPieces } from './jsonPieces.js';

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
});
