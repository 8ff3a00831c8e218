// Themes: each user's own themes (the default ones live in code) and each user's active theme and
// preferences. Owners are accounts, or 'default' for a signed-out local workbench, so owner_id
// names no foreign key.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('themes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    // The lower-cased name: one owner cannot have two themes whose names differ only in case.
    .addColumn('name_key', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    // JSON text of the four colours.
    .addColumn('colors', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('themes_owner_name').on('themes').columns(['owner_id', 'name_key']).unique().execute();
  await db.schema
    .createTable('theme_preferences')
    .addColumn('owner_id', 'text', (column) => column.primaryKey())
    .addColumn('active_theme_id', 'text', (column) => column.notNull())
    // JSON text of the preferences (auto switching, schedule, custom settings).
    .addColumn('preferences', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('theme_preferences').execute();
  await db.schema.dropTable('themes').execute();
}
