// Brings the schema up to date at start; a failed migration stops the start.
import { PostgresAdapter, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { CourierError } from '@courier/core';
import type { Db } from './database.js';
import { MIGRATIONS } from './migrations/index.js';

class MigrationError extends CourierError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('MIGRATION_FAILED', message, options);
  }
}

/** Applies every pending migration and returns the names applied. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const schema = await migrationTableSchema(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(schema !== undefined && { migrationTableSchema: schema }),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Database migration ${failed} failed: ${(error as Error).message ?? String(error)}`, {
      cause: error,
    });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * PostgreSQL: Kysely's migrator looks for its own tables in every schema, but creates and reads
 * them through the connection's search_path. Another schema's `kysely_migration_lock` (another
 * app's, or a Courier started on the same database) made it skip creating its own and then fail
 * with 'relation "kysely_migration_lock" does not exist'. Naming the current schema keeps it to ours.
 */
async function migrationTableSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}
