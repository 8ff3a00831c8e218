// What the server remembers of its database's recent failures. A full disk leaves reads working, so a
// health check's `select 1` passes while every write fails: health asks this record as well. It is
// also the one place a fault is logged, once when it starts and once when it ends, rather than once
// per failed query.
import type { Logger } from 'pino';
import type { DatabaseFault } from './databaseFaults.js';

export interface DatabaseCondition {
  /** A query failed because of `fault`; `error` is the driver's own error, logged at the start of an episode. */
  failed(fault: DatabaseFault, error: unknown): void;
  /** A query succeeded; `stored` when it changed data (a committed write), which ends a full-disk episode. */
  succeeded(stored: boolean): void;
  /** The fault of the current episode, if any. */
  current(now?: number): DatabaseFault | undefined;
}

/**
 * How long a fault is remembered after its last failure with nothing succeeding. Once the operator
 * has freed space, health says so within this time even if nobody has tried to write since.
 */
const FAULT_MEMORY_MS = 30_000;

const STARTED: Record<DatabaseFault, string> = {
  unavailable: 'database unreachable: API calls answer 503 until it is back',
  full: 'database cannot store changes, its disk is full: writes answer 507 until space is freed',
};
const ENDED: Record<DatabaseFault, string> = {
  unavailable: 'database reachable again',
  full: 'database stores changes again',
};

export function databaseCondition(logger: Logger, clock: () => number = Date.now): DatabaseCondition {
  let episode: { fault: DatabaseFault; lastFailure: number } | undefined;

  const current = (now = clock()) => {
    if (episode && now - episode.lastFailure > FAULT_MEMORY_MS) episode = undefined;
    return episode?.fault;
  };
  const end = () => {
    if (!episode) return;
    logger.info(ENDED[episode.fault]);
    episode = undefined;
  };

  return {
    failed(fault, error) {
      const now = clock();
      if (current(now) !== fault) {
        episode = { fault, lastFailure: now };
        logger.error({ err: error }, STARTED[fault]);
      } else {
        episode!.lastFailure = now;
      }
    },
    succeeded(stored) {
      // Reads succeed on a full disk: only a stored change says writes work again.
      if (episode?.fault === 'unavailable' || (stored && episode?.fault === 'full')) end();
    },
    current,
  };
}
