// The workspaces area's periodic job: the daily automatic backups of workspaces that want them.
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import type { BackgroundJob } from '../../jobs/backgroundJobs.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { createWorkspaceBackupsService } from './backups.js';

const HOUR_MS = 60 * 60 * 1000;

export function autoBackupJob(db: Db, live: LiveChannel, logger: Logger): BackgroundJob {
  const backups = createWorkspaceBackupsService(db, live, logger);
  // Hourly, so a workspace's daily backup is at most an hour late; each workspace's own
  // last-backup time keeps it to one a day.
  return { name: 'workspace-auto-backups', periodMs: HOUR_MS, run: (now) => backups.takeAutoBackups(now) };
}
