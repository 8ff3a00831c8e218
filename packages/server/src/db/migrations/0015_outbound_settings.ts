// Certificates and the outbound proxy of Settings, per person and workspace. Local mode only: they
// hold keys and passwords of this machine's user, so they live with the local server and are never
// part of a workspace's content that teammates receive.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbound_settings')
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('workspace_id', 'text', (column) => column.notNull())
    // The settings as JSON, key material and passwords included (areas/outbound/settings.ts).
    .addColumn('settings', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('outbound_settings_pk', ['owner_id', 'workspace_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbound_settings').execute();
}
