// Writes that must not hold up the reply they come from (a mock hit, a proxied send) are gathered
// and stored a moment later in one go: a burst of requests becomes one insert. Batches are stored one
// after another, in order; a failed batch is logged and dropped, never thrown at the request that
// caused it. Readers call `flush` first, so a read right after a write shows it.
import type { Logger } from 'pino';

export interface BatchedWrites<T> {
  add(item: T): void;
  /** Resolves once every item added so far is stored (or its batch failed and was logged). */
  flush(): Promise<void>;
}

export interface BatchedWritesOptions<T> {
  /** Stores one batch; never called with an empty one. */
  store(batch: T[]): Promise<void>;
  logger: Logger;
  /** What the log says when a batch could not be stored. */
  failure: string;
  /** How long the first item of a batch waits for others. */
  delayMs: number;
  /** A batch this large is stored at once. */
  maxBatch: number;
}

export function batchedWrites<T>({
  store,
  logger,
  failure,
  delayMs,
  maxBatch,
}: BatchedWritesOptions<T>): BatchedWrites<T> {
  let pending: T[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    writing = writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await store(batch);
      } catch (error) {
        logger.error({ err: error, items: batch.length }, failure);
      }
    });
    return writing;
  }

  return {
    add(item) {
      pending.push(item);
      if (pending.length >= maxBatch) void flush();
      // A waiting batch does not keep the process alive on its own.
      else timer ??= setTimeout(() => void flush(), delayMs).unref();
    },
    flush,
  };
}
