// Opens the database named by the config: SQLite by default (embedded, nothing to install) or
// PostgreSQL. The same queries and migrations serve both (docs/decisions/0011-one-schema-two-databases.md).
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/**
 * The database holds password hashes and API key hashes: like the secret, its file is readable by
 * its owner only. SQLite gives its -wal and -shm files the main file's permissions.
 */
function createOwnerOnly(filename: string): void {
  mkdirSync(dirname(filename), { recursive: true });
  try {
    closeSync(openSync(filename, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

export function openDatabase(target: DatabaseTarget): Db {
  if (target.dialect === 'postgres') {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.url, max: 10 }) }),
    });
  }
  if (target.filename !== ':memory:') createOwnerOnly(target.filename);
  const sqlite = new SqliteDatabase(target.filename);
  // WAL lets health checks read while a write is in progress; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
