import { describe, expect, it } from 'vitest';
import { diffText } from './diffText.js';

describe('diffText', () => {
  it('marks the lines that were removed and added', () => {
    const diff = diffText('alpha\nbeta\ngamma\n', 'alpha\nBETA\ngamma\n');
    expect(diff.equal).toBe(false);
    expect(diff.hunks).toEqual([
      { value: 'alpha\n', count: 1, added: false, removed: false },
      { value: 'beta\n', count: 1, added: false, removed: true },
      { value: 'BETA\n', count: 1, added: true, removed: false },
      { value: 'gamma\n', count: 1, added: false, removed: false },
    ]);
  });

  it('returns equal text as one unchanged hunk', () => {
    expect(diffText('a\nb', 'a\nb')).toEqual({ kind: 'text', hunks: [{ value: 'a\nb', count: 2 }], equal: true });
    expect(diffText('', '')).toEqual({ kind: 'text', hunks: [], equal: true });
  });
});
