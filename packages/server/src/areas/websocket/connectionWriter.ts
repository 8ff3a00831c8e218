// Writes the state of the connections this instance holds to the database: a status change at once,
// counters moved by messages at most every few hundred ms, so a flood costs a few writes per second,
// not one per frame. Writes of one connection run one after another, so the last state wins.
import type { Logger } from 'pino';
import type { ConnectionRecords } from './connectionRecords.js';
import type { WebSocketRelay } from './relay.js';

/** How stale another instance's view of the counters may be. */
export const COUNTER_WRITE_INTERVAL_MS = 200;

interface Pending {
  timer: NodeJS.Timeout | undefined;
  chain: Promise<void>;
}

export function connectionWriter(
  relay: WebSocketRelay,
  records: ConnectionRecords,
  instanceId: string,
  logger: Logger,
) {
  const pending = new Map<string, Pending>();

  const write = async (id: string) => {
    const snapshot = relay.snapshot(id);
    // Deleted meanwhile: nothing is written back.
    if (snapshot) await records.save({ ...snapshot, instanceId });
  };

  const enqueue = (id: string): Promise<void> => {
    let entry = pending.get(id);
    if (!entry) pending.set(id, (entry = { timer: undefined, chain: Promise.resolve() }));
    clearTimeout(entry.timer);
    entry.timer = undefined;
    const done = entry.chain
      .then(() => write(id))
      .catch((error: unknown) => logger.warn({ err: error, connectionId: id }, 'websocket: state not stored'));
    entry.chain = done;
    const settled = entry;
    void done.then(() => {
      if (pending.get(id) === settled && settled.chain === done && !settled.timer) pending.delete(id);
    });
    return done;
  };

  return {
    /** The status changed: stored at once. */
    changedNow(id: string): void {
      void enqueue(id);
    },
    /** Counters moved: stored within the interval. */
    changedSoon(id: string): void {
      let entry = pending.get(id);
      if (!entry) pending.set(id, (entry = { timer: undefined, chain: Promise.resolve() }));
      if (entry.timer) return;
      entry.timer = setTimeout(() => void enqueue(id), COUNTER_WRITE_INTERVAL_MS);
      entry.timer.unref();
    },
    /** Stores the current state and waits for it. */
    flush: enqueue,
    /** Waits for writes in progress, then removes the record. */
    async forget(id: string): Promise<void> {
      const entry = pending.get(id);
      clearTimeout(entry?.timer);
      if (entry) entry.timer = undefined;
      await entry?.chain;
      pending.delete(id);
      await records.remove(id);
    },
  };
}
