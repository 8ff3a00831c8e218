// The workspaces area's SQL: workspaces, their members, the current workspace of each user, counts,
// sends and backups. Collections and environments are in contentRepo.ts.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type {
  WorkspaceMembersTable,
  WorkspacesTable,
  WsBackupsTable,
  WsSendsTable,
  WsTemplatesTable,
} from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';

export type WorkspaceRow = Selectable<WorkspacesTable>;
export type BackupRow = Selectable<WsBackupsTable>;
export type TemplateRow = Selectable<WsTemplatesTable>;

export function findWorkspace(db: Executor, id: string): Promise<WorkspaceRow | undefined> {
  return db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every workspace the user owns, belongs to, or reaches through a team, oldest first. */
export function workspacesOf(db: Executor, userId: string): Promise<WorkspaceRow[]> {
  return db
    .selectFrom('workspaces')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', userId),
        eb('id', 'in', eb.selectFrom('workspace_members').select('workspace_id').where('user_id', '=', userId)),
        eb('team_id', 'in', eb.selectFrom('team_members').select('team_id').where('user_id', '=', userId)),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function personalWorkspaceOf(db: Executor, userId: string): Promise<WorkspaceRow | undefined> {
  return db.selectFrom('workspaces').selectAll().where('personal_of', '=', userId).executeTakeFirst();
}

/** Inserts unless the user already has a personal workspace (two first requests at once make one). */
export async function insertWorkspace(db: Executor, row: Insertable<WorkspacesTable>): Promise<void> {
  await db
    .insertInto('workspaces')
    .values(row)
    .onConflict((conflict) => conflict.column('personal_of').doNothing())
    .execute();
}

export async function insertMember(db: Executor, row: Insertable<WorkspaceMembersTable>): Promise<void> {
  await db.insertInto('workspace_members').values(row).execute();
}

/** Memberships added by e-mail before the account existed become the account's. */
export async function claimPendingMemberships(db: Executor, userId: string, email: string): Promise<string[]> {
  const rows = await db
    .updateTable('workspace_members')
    .set({ user_id: userId })
    .where('user_id', 'is', null)
    .where('email', '=', email)
    .returning('workspace_id')
    .execute();
  return rows.map((row) => row.workspace_id);
}

export function currentWorkspaceId(db: Executor, userId: string): Promise<string | undefined> {
  return db
    .selectFrom('current_workspaces')
    .select('workspace_id')
    .where('user_id', '=', userId)
    .executeTakeFirst()
    .then((row) => row?.workspace_id);
}

export async function setCurrentWorkspace(db: Executor, userId: string, workspaceId: string): Promise<void> {
  await db
    .insertInto('current_workspaces')
    .values({ user_id: userId, workspace_id: workspaceId })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ workspace_id: workspaceId }))
    .execute();
}

export async function contentCounts(db: Executor, workspaceId: string) {
  const count = (value: unknown) => Number(value ?? 0);
  const collections = await db
    .selectFrom('ws_collections')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('uploading_by', 'is', null)
    .executeTakeFirstOrThrow();
  const requests = await db
    .selectFrom('ws_items')
    .innerJoin('ws_collections', 'ws_collections.id', 'ws_items.collection_id')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('ws_collections.workspace_id', '=', workspaceId)
    .where('ws_collections.uploading_by', 'is', null)
    .where('ws_items.kind', '=', 'request')
    .executeTakeFirstOrThrow();
  const environments = await db
    .selectFrom('ws_environments')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return {
    collectionCount: count(collections.n),
    requestCount: count(requests.n),
    environmentCount: count(environments.n),
  };
}

/** Explicit members with their account (none while pending). */
export function directMembers(db: Executor, workspaceId: string) {
  return db
    .selectFrom('workspace_members')
    .leftJoin('users', 'users.id', 'workspace_members.user_id')
    .select([
      'workspace_members.id',
      'workspace_members.user_id',
      'workspace_members.email',
      'workspace_members.role',
      'users.name',
    ])
    .where('workspace_members.workspace_id', '=', workspaceId)
    .orderBy('workspace_members.created_at')
    .orderBy('workspace_members.id')
    .execute();
}

export function teamMembers(db: Executor, teamId: string) {
  return db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select(['team_members.user_id', 'team_members.role', 'users.name', 'users.email'])
    .where('team_members.team_id', '=', teamId)
    .orderBy('team_members.joined_at')
    .execute();
}

export async function deleteMember(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('workspace_members').where('id', '=', id).execute();
}

export async function insertSend(db: Executor, row: Insertable<WsSendsTable>): Promise<void> {
  await db.insertInto('ws_sends').values(row).execute();
}

export async function sendFigures(db: Db, workspaceId: string) {
  const row = await db
    .selectFrom('ws_sends')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      eb.fn.avg<string | number>('duration_ms').as('average'),
    ])
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total ?? 0), average: Number(row.average ?? 0) };
}

/** People who sent a request or changed something in the workspace since `since`. */
export async function activeUserCount(db: Db, workspaceId: string, scope: string, since: string): Promise<number> {
  const senders = await db
    .selectFrom('ws_sends')
    .select('user_id')
    .distinct()
    .where('workspace_id', '=', workspaceId)
    .where('at', '>=', since)
    .execute();
  const actors = await db
    .selectFrom('live_events')
    .select('actor')
    .distinct()
    .where('scope', '=', scope)
    .where('at', '>=', since)
    .where('actor', 'is not', null)
    .execute();
  return new Set([...senders.map((row) => row.user_id), ...actors.map((row) => row.actor!)]).size;
}

export function userNames(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve(new Map<string, string>());
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute()
    .then((rows) => new Map(rows.map((row) => [row.id, row.name])));
}

export function backupsOf(db: Executor, workspaceId: string): Promise<Omit<BackupRow, 'content'>[]> {
  return db
    .selectFrom('ws_backups')
    .select(['id', 'workspace_id', 'kind', 'status', 'size_bytes', 'error', 'created_by', 'created_at'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findBackup(db: Executor, workspaceId: string, id: string): Promise<BackupRow | undefined> {
  return db
    .selectFrom('ws_backups')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function templatesOf(db: Executor, workspaceId: string): Promise<TemplateRow[]> {
  return db
    .selectFrom('ws_templates')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_at')
    .execute();
}

export function findTemplate(db: Executor, workspaceId: string, id: string): Promise<TemplateRow | undefined> {
  return db
    .selectFrom('ws_templates')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}
