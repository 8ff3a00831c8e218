// A theme may choose the colours of code in the editors (keywords, strings, numbers, properties,
// comments); what it leaves out is derived from its four colours, so the column may stay empty.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON text of the chosen code colours, or null when the theme chose none.
  await db.schema.alterTable('themes').addColumn('code_colors', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('themes').dropColumn('code_colors').execute();
}
