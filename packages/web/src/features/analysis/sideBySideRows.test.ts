import { describe, expect, it } from 'vitest';
import { sideBySideRows } from './sideBySideRows.js';

const lines = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `line ${from + index}`).join('\n') + '\n';

describe('side-by-side rows of a line diff', () => {
  it('puts a replaced line beside the line that replaced it, numbered in each body', () => {
    const rows = sideBySideRows([
      { value: 'a\n' },
      { removed: true, value: 'b\n' },
      { added: true, value: 'B\nB2\n' },
      { value: 'c\n' },
    ]);
    expect(rows).toEqual([
      { kind: 'same', left: { number: 1, text: 'a' }, right: { number: 1, text: 'a' } },
      { kind: 'change', left: { number: 2, text: 'b' }, right: { number: 2, text: 'B' } },
      { kind: 'change', left: null, right: { number: 3, text: 'B2' } },
      { kind: 'same', left: { number: 3, text: 'c' }, right: { number: 4, text: 'c' } },
    ]);
  });

  it('shows a lone addition or removal against an empty side', () => {
    expect(sideBySideRows([{ added: true, value: 'new' }])).toEqual([
      { kind: 'change', left: null, right: { number: 1, text: 'new' } },
    ]);
    expect(sideBySideRows([{ removed: true, value: 'old\n' }])).toEqual([
      { kind: 'change', left: { number: 1, text: 'old' }, right: null },
    ]);
  });

  it('folds long unchanged stretches, keeping three lines around each change', () => {
    const rows = sideBySideRows([{ value: lines(100) }, { removed: true, value: 'x\n' }, { value: lines(100, 102) }]);
    expect(rows[0]).toEqual({ kind: 'folded', count: 97 });
    expect(rows.slice(1, 4).map((row) => row.kind === 'same' && row.left.number)).toEqual([98, 99, 100]);
    expect(rows[4]).toEqual({ kind: 'change', left: { number: 101, text: 'x' }, right: null });
    expect(rows[5]).toEqual({
      kind: 'same',
      left: { number: 102, text: 'line 102' },
      right: { number: 101, text: 'line 102' },
    });
    expect(rows.at(-1)).toEqual({ kind: 'folded', count: 97 });
    expect(rows).toHaveLength(9);
  });

  it('keeps a short unchanged stretch whole', () => {
    const rows = sideBySideRows([{ removed: true, value: 'x\n' }, { value: lines(7) }, { added: true, value: 'y\n' }]);
    expect(rows.filter((row) => row.kind === 'same')).toHaveLength(7);
  });
});
