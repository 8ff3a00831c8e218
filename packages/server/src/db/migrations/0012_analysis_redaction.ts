// Recording redacts credentials by built-in names and by names each owner adds in the settings.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON text of the added names; an owner who saved settings before has added none.
  await db.schema
    .alterTable('analysis_settings')
    .addColumn('redact_names', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('analysis_settings').dropColumn('redact_names').execute();
}
