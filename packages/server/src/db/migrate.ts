// Brings the schema up to date at start (issue 5 §2); a failed migration stops the start.
import { Migrator } from 'kysely';
import { CourierError } from '@courier/core';
import type { Db } from './database.js';
import { MIGRATIONS } from './migrations/index.js';

export class MigrationError extends CourierError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('MIGRATION_FAILED', message, options);
  }
}

/** Applies every pending migration and returns the names applied. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Database migration ${failed} failed: ${(error as Error).message ?? String(error)}`, {
      cause: error,
    });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
