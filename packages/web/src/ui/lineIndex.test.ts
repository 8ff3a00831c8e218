import { describe, expect, it } from 'vitest';
import { lineAt, lineIndex, lineNumberOf, lineOf, wrappedRows } from './lineIndex.js';

describe('lineIndex', () => {
  it('finds every line, empty ones included', () => {
    const text = 'a\n\nbc\n';
    const starts = lineIndex(text);
    expect(Array.from(starts)).toEqual([0, 2, 3, 6]);
    expect([0, 1, 2, 3].map((line) => lineAt(text, starts, line))).toEqual(['a', '', 'bc', '']);
  });

  it('cuts a long line into display rows so a minified body can be shown', () => {
    const text = 'x'.repeat(25) + '\nend';
    const starts = lineIndex(text, 10);
    expect([...starts].map((_, line) => lineAt(text, starts, line))).toEqual([
      'x'.repeat(10),
      'x'.repeat(10),
      'xxxxx',
      'end',
    ]);
  });

  it('numbers real lines: the rows of a cut line share its number', () => {
    const text = 'x'.repeat(25) + '\nend\n' + 'y'.repeat(12);
    const starts = lineIndex(text, 10);
    const wrapped = wrappedRows(text, starts);
    expect(Array.from(wrapped)).toEqual([1, 2, 5]);
    expect([...starts].map((_, row) => lineNumberOf(wrapped, row))).toEqual([
      { line: 1, continued: false },
      { line: 1, continued: true },
      { line: 1, continued: true },
      { line: 2, continued: false },
      { line: 3, continued: false },
      { line: 3, continued: true },
    ]);
  });

  it('maps an offset back to its row', () => {
    const text = 'one\ntwo\nthree';
    const starts = lineIndex(text);
    expect(lineOf(starts, 0)).toBe(0);
    expect(lineOf(starts, 5)).toBe(1);
    expect(lineOf(starts, 12)).toBe(2);
  });

  it('handles an empty text as one empty row', () => {
    expect(Array.from(lineIndex(''))).toEqual([0]);
  });
});
