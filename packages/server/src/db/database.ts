// Opens the database named by the config: SQLite by default (embedded, nothing to install) or
// PostgreSQL. The same queries and migrations serve both (docs/decisions/0011-one-schema-two-databases.md).
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { pino, type Logger } from 'pino';
import { DEFAULT_POOL_SIZE, type DatabaseTarget } from '../config.js';
import { databaseCondition, type DatabaseCondition } from './databaseCondition.js';
import { databaseFaultOf } from './databaseFaults.js';
import { faultAwareDialect } from './faultAwareDialect.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/**
 * How long a query waits for a pooled connection: a database that does not answer, or a pool whose
 * every connection is busy, fails the request with 503 in this time rather than holding it open.
 */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * Each database's condition, kept beside the handle so that whoever holds the handle (the health
 * route) can ask it without every caller of `openDatabase` passing it along.
 */
const conditions = new WeakMap<Db, DatabaseCondition>();

export function conditionOf(db: Db): DatabaseCondition | undefined {
  return conditions.get(db);
}

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

/** `logger` receives one line when a database fault starts and one when it ends. */
export function openDatabase(target: DatabaseTarget, logger: Logger = pino({ level: 'silent' })): Db {
  const condition = databaseCondition(logger);
  const db = new Kysely<Database>({ dialect: faultAwareDialect(dialectFor(target, condition), condition) });
  conditions.set(db, condition);
  return db;
}

function dialectFor(target: DatabaseTarget, condition: DatabaseCondition): Dialect {
  if (target.dialect === 'postgres') return new PostgresDialect({ pool: resilientPool(target, condition) });
  if (target.filename !== ':memory:') createOwnerOnly(target.filename);
  const sqlite = new SqliteDatabase(target.filename);
  // WAL lets health checks read while a write is in progress; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  return new SqliteDialect({ database: sqlite });
}

/**
 * When PostgreSQL ends a session (restart, failover, pg_terminate_backend) its client emits 'error',
 * idle in the pool or lent to a query; an 'error' event nobody listens to ends the Node process. The
 * pool drops such a client and opens a new one on the next query, so the error is only reported.
 */
function resilientPool(target: Extract<DatabaseTarget, { dialect: 'postgres' }>, condition: DatabaseCondition) {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  const report = (error: Error) => condition.failed(databaseFaultOf(error) ?? 'unavailable', error);
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}
