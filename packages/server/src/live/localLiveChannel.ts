// The live channel of a single SQLite instance, announced within the process. A PostgreSQL
// database means several instances may share it, so an in-process channel is refused there.
import { PostgresAdapter } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import { localAnnouncer } from './announcer.js';
import { createLiveChannel, type LiveChannel } from './liveChannel.js';

export function localLiveChannel(db: Db, logger: Logger): LiveChannel {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    throw new Error('A PostgreSQL database needs the live channel of openLiveChannel(), shared by every instance');
  }
  const live = createLiveChannel(db, localAnnouncer(), logger);
  // The local announcer registers its listener at once: nothing to wait for.
  void live.start();
  return live;
}
