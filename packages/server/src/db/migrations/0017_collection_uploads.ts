// A large collection reaches a shared workspace in batches of items (decision 0050). Until its last
// batch is in, the collection is an upload: its row names the uploader here, and nobody else sees it,
// so a failed upload never shows a half collection. Null once finished, as for every other collection.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ws_collections').addColumn('uploading_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ws_collections').dropColumn('uploading_by').execute();
}
