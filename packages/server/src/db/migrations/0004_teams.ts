// The live channel's event log and the teams area: teams, their members and invitations. A team's
// activity list is its events in the log, so there is no separate activity table.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One counter per scope: taking the next number locks the scope's row until the writing
  // transaction commits, so numbers are committed in order and a reader never sees a gap fill later.
  await db.schema
    .createTable('live_sequences')
    .addColumn('scope', 'text', (column) => column.primaryKey())
    .addColumn('last_seq', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('live_events')
    .addColumn('scope', 'text', (column) => column.notNull())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('actor', 'text')
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('live_events_pk', ['scope', 'seq'])
    .execute();

  await db.schema
    .createTable('teams')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('visibility', 'text', (column) => column.notNull())
    .addColumn('allow_invites', 'integer', (column) => column.notNull())
    .addColumn('owner_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('team_members')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('team_id', 'text', (column) => column.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('joined_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('team_members_team_user', ['team_id', 'user_id'])
    .execute();
  await db.schema.createIndex('team_members_user').on('team_members').column('user_id').execute();
  await db.schema
    .createTable('team_invitations')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('team_id', 'text', (column) => column.notNull().references('teams.id').onDelete('cascade'))
    // Lower-cased: the invitee is whoever signs in with this address, whatever its case.
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('invited_by', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('responded_at', 'text')
    .execute();
  await db.schema.createIndex('team_invitations_email').on('team_invitations').column('email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['team_invitations', 'team_members', 'teams', 'live_events', 'live_sequences']) {
    await db.schema.dropTable(table).execute();
  }
}
