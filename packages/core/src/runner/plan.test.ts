import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShard, selectShard } from './plan.js';

describe('selectShard (--shard i/n)', () => {
  it('splits into contiguous slices that together cover every request once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 1, max: 12 }), (items, total) => {
        const shards = Array.from({ length: total }, (_, i) => selectShard(items, i + 1, total));
        expect(shards.flat()).toEqual(items);
        const sizes = shards.map((shard) => shard.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('gives 10 requests over 3 jobs as 3, 3 and 4', () => {
    const items = [...Array(10).keys()];
    expect([1, 2, 3].map((i) => selectShard(items, i, 3))).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8, 9],
    ]);
  });

  it.each(['0/3', '4/3', '1/0', 'a/b', '2'])('rejects %s', (text) => {
    expect(() => parseShard(text)).toThrow(/Invalid shard/);
  });

  it('parses i/n', () => {
    expect(parseShard(' 2/5 ')).toEqual({ index: 2, total: 5 });
  });
});
