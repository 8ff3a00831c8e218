import { describe, expect, it } from 'vitest';
import { lineAt, lineIndex, lineOf } from './lineIndex.js';

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
