// Accounts: users and their API keys. Booleans are integers 0/1 and times ISO
// 8601 text so one schema serves SQLite and PostgreSQL alike.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('username', 'text', (column) => column.notNull().unique())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('avatar', 'text')
    .addColumn('role', 'text', (column) => column.notNull().check(sql`role in ('admin', 'moderator', 'user')`))
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('is_locked', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('failed_logins', 'integer', (column) => column.notNull().defaultTo(0))
    // Part of every token: bumping it ends every session of the user at once.
    .addColumn('token_version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_login', 'text')
    .execute();
  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();
  await db.schema.createIndex('users_last_login').on('users').column('last_login').execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    // SHA-256 of the key, hex: the key itself is shown once and never stored.
    .addColumn('key_hash', 'text', (column) => column.notNull().unique())
    .addColumn('prefix', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('api_keys_user_id').on('api_keys').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
  await db.schema.dropTable('users').execute();
}
