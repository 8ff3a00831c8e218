import { statSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.js';
import { migrateToLatest } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';
import { findUserHolding } from '../areas/auth/repo.js';
import { migrateBefore } from '../../test/migrateBefore.js';
import { createTestDatabase, TEST_DIALECTS, whileSchemasStay, type TestDatabase } from '../../test/testDatabases.js';

describe.each(TEST_DIALECTS)('migrations on %s', (dialect) => {
  let database: TestDatabase | undefined;
  let db: Db | undefined;
  // Kysely's migrator reads every schema's catalog: other test files' schema drops wait meanwhile.
  const migrating = <T>(on: TestDatabase, run: () => Promise<T>) => whileSchemasStay(on.target, run);

  afterEach(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('creates every table once and is a no-op on the next start', async () => {
    database = await createTestDatabase(dialect);
    db = openDatabase(database.target);
    expect(await migrating(database, () => migrateToLatest(db!))).toEqual(Object.keys(MIGRATIONS));
    expect(Object.keys(MIGRATIONS)).toContain('0002_accounts');
    expect(await migrating(database, () => migrateToLatest(db!))).toEqual([]);

    await db
      .insertInto('audit_log')
      .values({ id: 'a1', at: '2026-01-01T00:00:00.000Z', actor: null, action: 'test', detail: '{}' })
      .execute();
    const rows = await db.selectFrom('audit_log').selectAll().execute();
    expect(rows).toEqual([{ id: 'a1', at: '2026-01-01T00:00:00.000Z', actor: null, action: 'test', detail: '{}' }]);
  });

  // Regression: the SQLite files (password and API key hashes) were readable by every local user.
  it.runIf(dialect === 'sqlite')('creates the SQLite file and its journal owner-only (0600)', async () => {
    database = await createTestDatabase(dialect);
    db = openDatabase(database.target);
    await migrating(database, () => migrateToLatest(db!));
    const filename = (database.target as { filename: string }).filename;
    for (const file of [filename, `${filename}-wal`, `${filename}-shm`]) {
      expect(statSync(file).mode & 0o777, file).toBe(0o600);
    }
  });

  /** A fresh database migrated up to, not including, the migration numbered `number`. */
  async function migratedBefore(number: string): Promise<Db> {
    database = await createTestDatabase(dialect);
    db = openDatabase(database.target);
    await migrateBefore(database, db, number);
    return db;
  }

  /** Users as the first accounts migration stored them. */
  async function insertOldUsers(into: Db, users: Array<{ id: string; username: string; email?: string }>) {
    const rows = users.map(({ id, username, email }, i) => ({
      id,
      username,
      email: email ?? `${id}@example.com`,
      password_hash: 'x',
      first_name: 'A',
      last_name: 'B',
      name: 'A B',
      role: 'user',
      created_at: `2026-01-0${i + 1}`,
    }));
    await into
      .insertInto('users')
      .values(rows as never)
      .execute();
  }

  // Regression: 'ADMIN' could be registered beside 'admin'. Existing twins are renamed, not lost.
  it('renames usernames that differ only in case when making them unique', async () => {
    const old = await migratedBefore('0003');
    await insertOldUsers(old, [
      { id: 'u1', username: 'admin' },
      { id: 'u2', username: 'ADMIN' },
    ]);
    await migrating(database!, () => migrateToLatest(old));
    const names = await old.selectFrom('users').select('username').orderBy('created_at').execute();
    expect(names.map((row) => row.username)).toEqual(['admin', 'ADMIN_2']);
  });

  // Regression: look-alikes of the accounts made before skeletons were kept could register beside them.
  it('keeps the skeletons of existing accounts, so their look-alikes are found', async () => {
    const old = await migratedBefore('0012');
    await insertOldUsers(old, [{ id: 'u1', username: 'martin', email: 'cope@example.com' }]);
    await migrating(database!, () => migrateToLatest(old));
    expect(await findUserHolding(old, { username: 'rnartin' })).toMatchObject({ username: 'martin' });
    // 'соре' in Cyrillic.
    expect(await findUserHolding(old, { email: '\u0441\u043e\u0440\u0435@example.com' })).toMatchObject({
      username: 'martin',
    });
  });

  // Regression: on PostgreSQL, Kysely's tables in another schema of the same database (another
  // Courier, a test run, a `DATABASE_URL` pointed at `public`) made the migrator skip its own.
  it('migrates its own schema while another one of the same database holds migrated tables', async () => {
    const other = await createTestDatabase(dialect);
    const otherDb = openDatabase(other.target);
    try {
      await migrating(other, () => migrateToLatest(otherDb));
      database = await createTestDatabase(dialect);
      db = openDatabase(database.target);
      expect(await migrating(database, () => migrateToLatest(db!))).toEqual(Object.keys(MIGRATIONS));
    } finally {
      await otherDb.destroy();
      await other.drop();
    }
  });
});
