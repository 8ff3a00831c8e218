// A browser that lost its connection sends its queued creates again, not knowing whether the first
// attempt arrived. Each create carries an Idempotency-Key; the reply to the first attempt is kept here
// for a day and given again to a repeat, so a retried create is never made twice.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotent_replies')
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    // What the key was used for (method and path): the same key on another call is refused.
    .addColumn('request', 'text', (column) => column.notNull())
    .addColumn('status', 'integer', (column) => column.notNull())
    // The JSON reply as first sent.
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('idempotent_replies_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotent_replies_created').on('idempotent_replies').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotent_replies').execute();
}
