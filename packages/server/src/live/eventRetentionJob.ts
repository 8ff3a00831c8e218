// The live channel's periodic job: the event log's retention, once a day.
import type { Db } from '../db/database.js';
import type { BackgroundJob } from '../jobs/backgroundJobs.js';
import { pruneEvents } from './eventLog.js';

export function eventRetentionJob(db: Db): BackgroundJob {
  return { name: 'live-event-retention', periodMs: 24 * 60 * 60 * 1000, run: (now) => pruneEvents(db, now) };
}
