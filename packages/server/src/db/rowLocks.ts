// Row locks for read-then-write rules (the last administrator, the API key limit). PostgreSQL takes
// them with SELECT … FOR UPDATE; SQLite has no row locks and needs none: it has one writer at a time,
// and Kysely runs every transaction of a SQLite database on its single connection, one after another.
import { PostgresAdapter } from 'kysely';
import type { Db } from './database.js';

type Executor = Pick<Db, 'getExecutor'>;

export function takesRowLocks(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
