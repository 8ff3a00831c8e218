import { describe, expect, it } from 'vitest';
import { lineAt, lineIndex } from './lineIndex.js';
import { PiecedText } from './piecedText.js';

const whole = 'first line\nSecond LINE\nthird line';
const pieced = new PiecedText(['first li', 'ne\nSecond L', '', 'INE\nthird line']);

describe('PiecedText', () => {
  it('reads like the joined string, across piece boundaries', () => {
    expect(pieced.length).toBe(whole.length);
    for (const [start, end] of [
      [0, 5],
      [6, 14],
      [7, whole.length],
      [18, 30],
      [0, whole.length],
    ] as const) {
      expect(pieced.slice(start, end)).toBe(whole.slice(start, end));
    }
    expect([...whole].map((_, at) => pieced.charCodeAt(at))).toEqual([...whole].map((_, at) => whole.charCodeAt(at)));
  });

  it('gives the same display lines as the string', () => {
    const starts = lineIndex(whole);
    expect([0, 1, 2].map((line) => lineAt(pieced, starts, line))).toEqual(['first line', 'Second LINE', 'third line']);
  });

  it('finds every match ignoring case, including one split between pieces, each once', () => {
    expect(pieced.findAll('line', 10)).toEqual([6, 18, 29]);
    expect(pieced.findAll('line', 2)).toEqual([6, 18]);
    expect(pieced.findAll('absent', 10)).toEqual([]);
  });
});
