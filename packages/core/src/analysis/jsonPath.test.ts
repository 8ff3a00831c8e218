import { describe, expect, it } from 'vitest';
import { AnalysisError } from './errors.js';
import { parseJsonPath, pathCovers, pathFromPointer } from './jsonPath.js';

function covers(pattern: string, path: string): boolean {
  return pathCovers(parseJsonPath(pattern), parseJsonPath(path));
}

describe('JSON paths', () => {
  it('reads dotted, indexed, quoted and wildcard segments', () => {
    expect(parseJsonPath("$.items[2]['odd key'][*].*")).toEqual([
      { kind: 'key', name: 'items' },
      { kind: 'index', index: 2 },
      { kind: 'key', name: 'odd key' },
      { kind: 'any' },
      { kind: 'any' },
    ]);
  });

  it('covers the path itself and everything below it', () => {
    expect(covers('$.meta', '$.meta')).toBe(true);
    expect(covers('$.meta', '$.meta.generatedAt')).toBe(true);
    expect(covers('$.meta.generatedAt', '$.meta')).toBe(false);
    expect(covers('$.items[*].updatedAt', '$.items[7].updatedAt')).toBe(true);
    expect(covers('$.items[*].updatedAt', '$.items[7].price')).toBe(false);
    expect(covers('$..etag', '$.data.items[3].etag')).toBe(true);
    expect(covers('$..etag', '$.data.items[3].price')).toBe(false);
    expect(covers("$['odd key']", "$['odd key'].x")).toBe(true);
  });

  it('refuses text that is not a path with a typed error naming it', () => {
    for (const text of ['items.id', '$.items[', '$.items[x]', '$.', '$..']) {
      expect(() => parseJsonPath(text)).toThrow(AnalysisError);
    }
    expect(() => parseJsonPath('items.id')).toThrow(/"items.id" is not a JSON path/);
  });

  it('turns a JSON Pointer into the path users read', () => {
    const data = { items: [{}, {}, { price: 'x' }], 'a/b': { '0': 1 } };
    expect(pathFromPointer('/items/2/price', data)).toBe('$.items[2].price');
    expect(pathFromPointer('/a~1b/0', data)).toBe("$['a/b']['0']");
    expect(pathFromPointer('', data)).toBe('$');
  });
});
