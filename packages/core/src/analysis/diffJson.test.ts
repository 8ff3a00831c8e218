import { describe, expect, it } from 'vitest';
import { diffJson } from './diffJson.js';

describe('diffJson', () => {
  it('reports added, removed and changed keys with their paths', () => {
    const changes = diffJson(
      { user: { name: 'Ada', role: 'admin' }, 'odd key': 1 },
      { user: { name: 'Grace', email: 'g@example.com' }, 'odd key': 1 },
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        { kind: 'removed', path: '$.user.role', value: 'admin' },
        { kind: 'added', path: '$.user.email', value: 'g@example.com' },
        { kind: 'changed', path: '$.user.name', from: 'Ada', to: 'Grace' },
      ]),
    );
    expect(changes).toHaveLength(3);
  });

  it('names a type change with both types', () => {
    expect(diffJson({ price: '12.50' }, { price: 12.5 })).toEqual([
      { kind: 'typeChanged', path: '$.price', from: '12.50', to: 12.5, fromType: 'string', toType: 'number' },
    ]);
    expect(diffJson({ tags: null }, { tags: [] })[0]).toMatchObject({ fromType: 'null', toType: 'array' });
  });

  it('quotes keys that are not identifiers', () => {
    expect(diffJson({ "it's": 1 }, { "it's": 2 })[0]?.path).toBe("$['it\\'s']");
  });

  it('matches array items by id, so an insertion is one change and a move is none', () => {
    const before = {
      items: [
        { id: 1, price: 10 },
        { id: 2, price: 20 },
        { id: 3, price: 30 },
      ],
    };
    const after = {
      items: [
        { id: 0, price: 5 },
        { id: 3, price: 30 },
        { id: 1, price: 10 },
        { id: 2, price: 25 },
      ],
    };
    expect(diffJson(before, after)).toEqual([
      { kind: 'added', path: '$.items[0]', value: { id: 0, price: 5 } },
      { kind: 'changed', path: '$.items[3].price', from: 20, to: 25 },
    ]);
  });

  it('compares arrays without ids index by index', () => {
    expect(diffJson([1, 2, 3], [1, 5])).toEqual([
      { kind: 'changed', path: '$[1]', from: 2, to: 5 },
      { kind: 'removed', path: '$[2]', value: 3 },
    ]);
  });

  it('falls back to indexes when ids repeat', () => {
    const changes = diffJson(
      [
        { id: 1, v: 'a' },
        { id: 1, v: 'b' },
      ],
      [
        { id: 1, v: 'b' },
        { id: 1, v: 'a' },
      ],
    );
    expect(changes.map((change) => change.path)).toEqual(['$[0].v', '$[1].v']);
  });

  it('finds nothing between equal values', () => {
    expect(diffJson({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toEqual([]);
  });

  it('walks bodies nested far deeper than the call stack allows', () => {
    let first: unknown = 1;
    let second: unknown = 2;
    for (let level = 0; level < 20_000; level += 1) {
      first = { next: first };
      second = { next: second };
    }
    expect(diffJson(first, second)).toHaveLength(1);
  });

  // Matching items without ids by content would compare every pair: minutes for this array.
  it('diffs 200,000 items without ids in seconds', () => {
    const first = Array.from({ length: 200_000 }, (_, index) => ({ n: index, label: `item ${index}` }));
    const second = first.map((item, index) => (index % 1000 === 0 ? { ...item, label: 'changed' } : { ...item }));
    const started = performance.now();
    expect(diffJson(first, second)).toHaveLength(200);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
