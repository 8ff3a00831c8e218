import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from './jsonDepth.js';

/** `levels` arrays inside each other, the innermost holding a string. */
function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

describe('exceedsJsonDepth', () => {
  it('counts the value itself as the first level, objects and arrays alike', () => {
    expect(exceedsJsonDepth(nested(3), 3)).toBe(false);
    expect(exceedsJsonDepth(nested(4), 3)).toBe(true);
    expect(exceedsJsonDepth({ a: { b: { c: 1 } } }, 3)).toBe(false);
    expect(exceedsJsonDepth({ a: { b: { c: {} } } }, 3)).toBe(true);
    expect(exceedsJsonDepth('text', 0)).toBe(false);
  });

  it('finds the deep branch beside shallow ones', () => {
    expect(exceedsJsonDepth({ shallow: 1, list: [1, 2, { deep: nested(5) }] }, 6)).toBe(true);
  });

  it('walks a value 100,000 levels deep without exhausting the stack', () => {
    expect(exceedsJsonDepth(nested(100_000), 1000)).toBe(true);
    expect(exceedsJsonDepth(nested(100_000), 100_000)).toBe(false);
  });
});
