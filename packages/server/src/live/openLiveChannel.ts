// The live channel for the configured database: PostgreSQL LISTEN/NOTIFY between any number of
// instances, or within the one process that may use a SQLite file.
import type { Logger } from 'pino';
import type { DatabaseTarget } from '../config.js';
import type { Db } from '../db/database.js';
import { postgresAnnouncer } from './announcer.js';
import { createLiveChannel, type LiveChannel } from './liveChannel.js';
import { localLiveChannel } from './localLiveChannel.js';

export async function openLiveChannel(db: Db, target: DatabaseTarget, logger: Logger): Promise<LiveChannel> {
  if (target.dialect === 'sqlite') return localLiveChannel(db, logger);
  const live = createLiveChannel(db, postgresAnnouncer(target.url, logger), logger);
  await live.start();
  return live;
}
