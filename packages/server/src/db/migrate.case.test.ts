import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.js';
import { migrateToLatest } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './testDatabases.js';

describe.each(TEST_DIALECTS)('migrations on %s', (dialect) => {
  let database: TestDatabase | undefined;
  let db: Db | undefined;

  afterEach(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('creates every table once and is a no-op on the next start', async () => {
    database = await createTestDatabase(dialect);
    db = openDatabase(database.target);
    expect(await migrateToLatest(db)).toEqual(Object.keys(MIGRATIONS));
    expect(Object.keys(MIGRATIONS)).toContain('0002_accounts');
    expect(await migrateToLatest(db)).toEqual([]);

    await db
      .insertInto('audit_log')
      .values({ id: 'a1', at: '2026-01-01T00:00:00.000Z', actor: null, action: 'test', detail: '{}' })
      .execute();
    const rows = await db.selectFrom('audit_log').selectAll().execute();
    expect(rows).toEqual([{ id: 'a1', at: '2026-01-01T00:00:00.000Z', actor: null, action: 'test', detail: '{}' }]);
  });

  // Regression: on PostgreSQL, Kysely's tables in another schema of the same database (another
  // Courier, a test run, a `DATABASE_URL` pointed at `public`) made the migrator skip its own.
  it('migrates its own schema while another one of the same database holds migrated tables', async () => {
    const other = await createTestDatabase(dialect);
    const otherDb = openDatabase(other.target);
    try {
      await migrateToLatest(otherDb);
      database = await createTestDatabase(dialect);
      db = openDatabase(database.target);
      expect(await migrateToLatest(db)).toEqual(Object.keys(MIGRATIONS));
    } finally {
      await otherDb.destroy();
      await other.drop();
    }
  });
});
