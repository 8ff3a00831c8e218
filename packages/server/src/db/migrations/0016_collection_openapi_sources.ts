// The OpenAPI document a shared collection was imported from, kept beside the collection rather than
// in its fields: a document can be megabytes, and the fields travel in every list and live update.
// A sync reads it as the base of its three-way merge and replaces it with the newer document
// (docs/decisions/0049-shared-openapi-source-beside-the-collection.md).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ws_collection_openapi_sources')
    .addColumn('collection_id', 'text', (column) =>
      column.primaryKey().references('ws_collections.id').onDelete('cascade'),
    )
    .addColumn('workspace_id', 'text', (column) => column.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('location', 'text', (column) => column.notNull())
    // The document as JSON text, external references already embedded.
    .addColumn('document', 'text', (column) => column.notNull())
    // SHA-256 of `document`, hex: a sync names the one it merged against.
    .addColumn('hash', 'text', (column) => column.notNull())
    .addColumn('imported_at', 'text', (column) => column.notNull())
    .addColumn('imported_by', 'text', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('synced_at', 'text')
    .addColumn('synced_by', 'text', (column) => column.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('ws_collection_openapi_sources_workspace')
    .on('ws_collection_openapi_sources')
    .column('workspace_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ws_collection_openapi_sources').execute();
}
