// Mock hits are logged in batches: a served route answers without waiting for the database, and a
// burst of requests becomes one insert. Readers flush first, so a log read after a hit shows it.
// Once a batch is stored, each owner in it is told how many of their entries it held.
import type { Logger } from 'pino';
import { batchedWrites } from '../../db/batchedWrites.js';
import type { Db } from '../../db/database.js';
import * as repo from './repo.js';

/** An owner's log keeps this many newest entries; the counters keep counting. */
const LOG_KEEP = 2000;
const FLUSH_DELAY_MS = 50;
const FLUSH_BATCH = 200;

export interface LogWriter {
  add(row: repo.LogRow): void;
  flush(): Promise<void>;
}

/** Called after a batch is stored, once per owner with entries in it. */
export type LogsWritten = (ownerId: string, entries: number) => void;

export function logWriter(db: Db, logger: Logger, written: LogsWritten = () => undefined): LogWriter {
  const prunes = new Map<string, number>();
  const writes = batchedWrites<repo.LogRow>({
    logger,
    failure: 'mock log entries could not be written',
    delayMs: FLUSH_DELAY_MS,
    maxBatch: FLUSH_BATCH,
    async store(batch) {
      await repo.appendLogs(db, batch);
      const perOwner = new Map<string, number>();
      for (const row of batch) perOwner.set(row.owner_id, (perOwner.get(row.owner_id) ?? 0) + 1);
      for (const [owner, entries] of perOwner) written(owner, entries);
      for (const row of batch) {
        const sincePrune = (prunes.get(row.owner_id) ?? 0) + 1;
        prunes.set(row.owner_id, sincePrune % 100);
        if (sincePrune === 100) await repo.pruneLogs(db, row.owner_id, LOG_KEEP);
      }
    },
  });
  return { add: writes.add, flush: writes.flush };
}
