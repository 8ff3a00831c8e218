// Mock hits are logged in batches: a served route answers without waiting for the database, and a
// burst of requests becomes one insert. Readers flush first, so a log read after a hit shows it.
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import * as repo from './repo.js';

/** An owner's log keeps this many newest entries; the counters keep counting. */
export const LOG_KEEP = 2000;
const FLUSH_DELAY_MS = 50;
const FLUSH_BATCH = 200;

export interface LogWriter {
  add(row: repo.LogRow): void;
  flush(): Promise<void>;
}

export function logWriter(db: Db, logger: Logger): LogWriter {
  let pending: repo.LogRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const prunes = new Map<string, number>();

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    writing = writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await repo.appendLogs(db, batch);
        for (const row of batch) {
          const written = (prunes.get(row.owner_id) ?? 0) + 1;
          prunes.set(row.owner_id, written % 100);
          if (written === 100) await repo.pruneLogs(db, row.owner_id, LOG_KEEP);
        }
      } catch (error) {
        logger.error({ err: error, entries: batch.length }, 'mock log entries could not be written');
      }
    });
    return writing;
  }

  return {
    add(row) {
      pending.push(row);
      if (pending.length >= FLUSH_BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_DELAY_MS);
    },
    flush,
  };
}
