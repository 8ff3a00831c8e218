import { describe, expect, it, vi } from 'vitest';
import { inBatches } from './inBatches.js';

describe('live events in batches', () => {
  it('applies a burst a few at a time, each batch in a task of its own, in order', async () => {
    vi.useFakeTimers();
    const batches: number[][] = [];
    const take = inBatches<number>((batch) => batches.push(batch), 3);
    for (let n = 1; n <= 7; n++) take(n);
    expect(batches).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(batches).toEqual([[1, 2, 3]]);
    await vi.runAllTimersAsync();
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    take(8);
    await vi.runAllTimersAsync();
    expect(batches.at(-1)).toEqual([8]);
    vi.useRealTimers();
  });
});
