// Workspaces and what they hold: members, the current workspace of each user, collections with
// their requests and folders as rows of their own (so an edit or a move touches one row), environments
// with each member's own secret values, templates, backups, the sends the Overview counts, who is
// looking at which collection, and the leases that make a background job run on one instance.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workspaces')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('settings', 'text', (column) => column.notNull())
    .addColumn('team_id', 'text', (column) => column.references('teams.id').onDelete('set null'))
    .addColumn('owner_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // Set on personal workspaces only: unique, so two first requests at once still make one.
    .addColumn('personal_of', 'text', (column) => column.unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_auto_backup_at', 'text')
    .execute();
  await db.schema.createIndex('workspaces_team').on('workspaces').column('team_id').execute();
  await db.schema
    .createTable('workspace_members')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('workspace_id', 'text', (column) => column.notNull().references('workspaces.id').onDelete('cascade'))
    // Null while pending: added by an e-mail address that has no account yet.
    .addColumn('user_id', 'text', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('workspace_members_email', ['workspace_id', 'email'])
    .execute();
  await db.schema.createIndex('workspace_members_user').on('workspace_members').column('user_id').execute();
  await db.schema.createIndex('workspace_members_pending').on('workspace_members').column('email').execute();
  await db.schema
    .createTable('current_workspaces')
    .addColumn('user_id', 'text', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (column) => column.notNull().references('workspaces.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('ws_collections')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('workspace_id', 'text', (column) => column.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('fields', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema.createIndex('ws_collections_workspace').on('ws_collections').column('workspace_id').execute();
  await db.schema
    .createTable('ws_items')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('collection_id', 'text', (column) =>
      column.notNull().references('ws_collections.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'text')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('position', 'text', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema.createIndex('ws_items_collection').on('ws_items').column('collection_id').execute();
  await db.schema
    .createTable('ws_environments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('workspace_id', 'text', (column) => column.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('variables', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema.createIndex('ws_environments_workspace').on('ws_environments').column('workspace_id').execute();
  await db.schema
    .createTable('ws_environment_secrets')
    .addColumn('environment_id', 'text', (column) =>
      column.notNull().references('ws_environments.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('ws_environment_secrets_pk', ['environment_id', 'user_id', 'key'])
    .execute();

  await db.schema
    .createTable('ws_templates')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('workspace_id', 'text', (column) => column.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('tags', 'text', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('ws_backups')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('workspace_id', 'text', (column) => column.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('content', 'text')
    .addColumn('size_bytes', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('ws_backups_workspace').on('ws_backups').column('workspace_id').execute();
  await db.schema
    .createTable('ws_sends')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('workspace_id', 'text', (column) => column.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('method', 'text', (column) => column.notNull())
    .addColumn('status', 'integer', (column) => column.notNull())
    .addColumn('duration_ms', 'real', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('ws_sends_workspace').on('ws_sends').columns(['workspace_id', 'at']).execute();
  await db.schema
    .createTable('collection_presence')
    .addColumn('collection_id', 'text', (column) =>
      column.notNull().references('ws_collections.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seen_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('collection_presence_pk', ['collection_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('holder', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'job_leases',
    'collection_presence',
    'ws_sends',
    'ws_backups',
    'ws_templates',
    'ws_environment_secrets',
    'ws_environments',
    'ws_items',
    'ws_collections',
    'current_workspaces',
    'workspace_members',
    'workspaces',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
