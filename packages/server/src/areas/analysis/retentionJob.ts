// The hourly sweep of recorded responses past their owner's retention days. Recording enforces
// retention as it stores each batch; this sweep covers owners who have stopped sending.
import type { Db } from '../../db/database.js';
import type { BackgroundJob } from '../../jobs/backgroundJobs.js';
import { DEFAULT_ANALYSIS_SETTINGS } from './settings.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const cutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/** Deletes entries older than their owner's retention (baselines stay); returns how many. */
export async function sweepExpiredResponses(db: Db, now: Date): Promise<number> {
  let deleted = 0;
  const chosen = await db.selectFrom('analysis_settings').select(['owner_id', 'retention_days']).execute();
  for (const { owner_id: owner, retention_days: days } of chosen) {
    const result = await db
      .deleteFrom('analysis_responses')
      .where('owner_id', '=', owner)
      .where('baseline', '=', 0)
      .where('cached_at', '<', cutoff(now, days))
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  const everyoneElse = await db
    .deleteFrom('analysis_responses')
    .where('baseline', '=', 0)
    .where('cached_at', '<', cutoff(now, DEFAULT_ANALYSIS_SETTINGS.retentionDays))
    .where('owner_id', 'not in', (eb) => eb.selectFrom('analysis_settings').select('owner_id'))
    .executeTakeFirst();
  return deleted + Number(everyoneElse.numDeletedRows);
}

export function analysisRetentionJob(db: Db): BackgroundJob {
  return { name: 'analysis-retention', periodMs: HOUR_MS, run: (now) => sweepExpiredResponses(db, now) };
}
