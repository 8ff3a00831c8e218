// Test helper: a database migrated up to, not including, one migration, so a test can store rows
// as an older Courier did and see what the migration makes of them.
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Db } from '../src/db/database.js';
import { MIGRATIONS } from '../src/db/migrations/index.js';
import { whileSchemasStay, type TestDatabase } from './testDatabases.js';

/** Applies the migrations whose names sort before `first` (e.g. '0003'). */
export async function migrateBefore(database: TestDatabase, db: Db, first: string): Promise<void> {
  const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < first));
  // The migrator's tables in this run's own schema (see migrate.ts): other test runs share the database.
  const schema =
    database.target.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => before },
    ...(schema !== undefined && { migrationTableSchema: schema }),
  });
  const { error } = await whileSchemasStay(database.target, () => migrator.migrateToLatest());
  if (error !== undefined) throw error;
}
