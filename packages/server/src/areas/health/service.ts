// What `GET /api/health` reports: the web app shows 'Backend server is not responding'
// when it fails, so the database check is bounded in time rather than left hanging. A full disk
// lets `select 1` pass while every write fails, so the database's remembered faults count too.
import { conditionOf, type Db } from '../../db/database.js';
import { VERSION } from '../../version.js';
import { pingDatabase } from './repo.js';

export interface Health {
  status: 'ok' | 'degraded';
  version: string;
  /** Seconds since the server started. */
  uptime: number;
  /** 'writes failing': it answers, but changes could not be stored a moment ago (its disk is full). */
  database: 'ok' | 'unreachable' | 'writes failing';
}

const DATABASE_CHECK_MS = 2000;

export async function checkHealth(db: Db, startedAt: number): Promise<Health> {
  const database = await databaseState(db);
  return {
    status: database === 'ok' ? 'ok' : 'degraded',
    version: VERSION,
    uptime: Math.round((performance.now() - startedAt) / 1000),
    database,
  };
}

async function databaseState(db: Db): Promise<Health['database']> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'unreachable'>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), DATABASE_CHECK_MS);
  });
  try {
    const reachable = await Promise.race([pingDatabase(db).then(() => 'ok' as const), timeout]);
    if (reachable !== 'ok') return reachable;
    return conditionOf(db)?.current() === 'full' ? 'writes failing' : 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}
