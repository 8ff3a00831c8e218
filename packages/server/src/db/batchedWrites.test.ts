import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { batchedWrites } from './batchedWrites.js';

const silent = pino({ level: 'silent' });

describe('batched writes', () => {
  it('stores a burst as one batch after the delay, and a full batch at once, in order', async () => {
    vi.useFakeTimers();
    try {
      const stored: number[][] = [];
      const writes = batchedWrites<number>({
        store: async (batch) => void stored.push(batch),
        logger: silent,
        failure: 'x',
        delayMs: 50,
        maxBatch: 3,
      });
      writes.add(1);
      writes.add(2);
      await vi.advanceTimersByTimeAsync(49);
      expect(stored).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(stored).toEqual([[1, 2]]);
      for (const item of [3, 4, 5, 6]) writes.add(item);
      await writes.flush();
      expect(stored).toEqual([[1, 2], [3, 4, 5], [6]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a batch that fails and goes on with the next; flush never throws', async () => {
    const logger = pino({ level: 'silent' });
    const error = vi.spyOn(logger, 'error');
    const stored: string[][] = [];
    const writes = batchedWrites<string>({
      store: async (batch) => {
        if (batch.includes('bad')) throw new Error('disk full');
        stored.push(batch);
      },
      logger,
      failure: 'entries could not be written',
      delayMs: 10,
      maxBatch: 100,
    });
    writes.add('bad');
    await expect(writes.flush()).resolves.toBeUndefined();
    writes.add('good');
    await writes.flush();
    expect(stored).toEqual([['good']]);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ items: 1 }), 'entries could not be written');
  });
});
