import { describe, expect, it } from 'vitest';
import { collection } from '@courier/testkit';
import { normalizeOptions } from './options.js';

describe('normalizeOptions', () => {
  const col = collection([]);
  const iterations = (settings: Record<string, unknown>, maxIterations?: number) =>
    normalizeOptions({ collection: col, settings, ...(maxIterations !== undefined ? { maxIterations } : {}) })
      .runSettings.iterations;

  it('corrects settings as the runner form does', () => {
    expect(normalizeOptions({ collection: col, settings: { iterations: 'x', timeout: 5 } }).runSettings).toEqual({
      iterations: 1,
      delay: 0,
      timeout: 30000,
      stopOnError: false,
    });
    expect(iterations({ iterations: 5000 })).toBe(1000);
  });

  it('lets the CLI lift the iteration cap', () => {
    expect(iterations({ iterations: 10_000 }, Infinity)).toBe(10_000);
    expect(iterations({ iterations: -2 }, Infinity)).toBe(1);
    expect(iterations({ iterations: 50 }, 10)).toBe(10);
  });
});
