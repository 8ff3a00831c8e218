// Account hardening: a failed sign-in locks for a while instead of for ever, source addresses and
// unknown names are throttled like accounts, and usernames are unique whatever their case.
import { sql, type Kysely } from 'kysely';

interface UserNames {
  users: { id: string; username: string; created_at: string };
}

/** Renames every later holder of a name that differs only in case ('ADMIN' beside 'admin' → 'ADMIN_2'). */
async function separateCaseTwins(db: Kysely<UserNames>): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'username']).orderBy('created_at').orderBy('id').execute();
  const taken = new Set(users.map((user) => user.username.toLowerCase()));
  const seen = new Set<string>();
  for (const user of users) {
    const key = user.username.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      continue;
    }
    let suffix = 2;
    while (taken.has(`${key}_${suffix}`)) suffix++;
    const renamed = `${user.username}_${suffix}`;
    taken.add(renamed.toLowerCase());
    seen.add(renamed.toLowerCase());
    await db.updateTable('users').set({ username: renamed }).where('id', '=', user.id).execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // The old lock was permanent and could only be lifted by an administrator: every lock becomes a
  // failure count whose lock expires.
  await db.schema.alterTable('users').addColumn('locked_until', 'text').execute();
  await db.schema.alterTable('users').dropColumn('is_locked').execute();

  await db.schema
    .createTable('sign_in_throttle')
    // 'address:<ip>' or 'name:<identifier>' (an identifier that names no account).
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_failure_at', 'text', (column) => column.notNull())
    .execute();

  await separateCaseTwins(db as Kysely<UserNames>);
  await db.schema
    .createIndex('users_username_lower')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_username_lower').execute();
  await db.schema.dropTable('sign_in_throttle').execute();
  await db.schema
    .alterTable('users')
    .addColumn('is_locked', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').dropColumn('locked_until').execute();
}
