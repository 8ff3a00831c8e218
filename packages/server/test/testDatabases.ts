// Test helper: a fresh database of each dialect, so contract suites (`*.case.test.ts`) run the same
// cases on SQLite and PostgreSQL. PostgreSQL is skipped only when COURIER_TEST_PG=off.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../src/config.js';

export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

const POSTGRES_URL = process.env.COURIER_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Kysely's migrator reads the catalog of every schema (has_schema_privilege, pg_get_serial_sequence
 * by name), so a schema another test drops at that moment fails the migration with 'schema … does
 * not exist'. Migrations hold this advisory lock shared and drops take it alone.
 */
const SCHEMA_LOCK = 0x636f7572;

/** Runs `migrate` while no test schema can be dropped (PostgreSQL; SQLite runs it as it is). */
export async function whileSchemasStay<T>(target: DatabaseTarget, migrate: () => Promise<T>): Promise<T> {
  if (target.dialect !== 'postgres') return migrate();
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock_shared($1)', [SCHEMA_LOCK]);
    return await migrate();
  } finally {
    await client.end();
  }
}

export const TEST_DIALECTS: Array<DatabaseTarget['dialect']> =
  process.env.COURIER_TEST_PG === 'off' ? ['sqlite'] : ['sqlite', 'postgres'];

export async function createTestDatabase(dialect: DatabaseTarget['dialect']): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'courier-db-'));
    return {
      target: { dialect, filename: join(dir, 'courier.db') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  // A schema of its own per run, selected through the connection's search_path.
  const schema = `courier_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    target: { dialect, url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}
