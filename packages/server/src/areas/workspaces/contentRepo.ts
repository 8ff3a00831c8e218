// SQL for what a workspace holds: collections, their requests and folders (one row each, ordered by a
// fractional key), a collection's OpenAPI document, environments and each member's own secret values.
import type { Insertable, Selectable, Transaction } from 'kysely';
import { takesRowLocks } from '../../db/rowLocks.js';
import type {
  Database,
  WsCollectionOpenApiSourcesTable,
  WsCollectionsTable,
  WsEnvironmentsTable,
  WsItemsTable,
} from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';

export type CollectionRow = Selectable<WsCollectionsTable>;
export type ItemRow = Selectable<WsItemsTable>;
export type EnvironmentRow = Selectable<WsEnvironmentsTable>;
export type OpenApiSourceRow = Selectable<WsCollectionOpenApiSourcesTable>;

export function collectionsOf(db: Executor, workspaceId: string): Promise<CollectionRow[]> {
  return db
    .selectFrom('ws_collections')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('uploading_by', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function itemsOf(db: Executor, collectionIds: string[]): Promise<ItemRow[]> {
  if (collectionIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('ws_items').selectAll().where('collection_id', 'in', collectionIds).execute();
}

/**
 * The collection, locked until the transaction ends on PostgreSQL, so writes to its items (ordering
 * keys computed from the siblings) run one after another. SQLite has one writer at a time anyway.
 */
export function lockCollection(
  trx: Transaction<Database>,
  workspaceId: string,
  id: string,
): Promise<CollectionRow | undefined> {
  return lockedRow(trx, workspaceId, id, null);
}

/** An unfinished upload of this uploader, locked like a collection: undefined for anyone else's. */
export function lockUpload(
  trx: Transaction<Database>,
  workspaceId: string,
  id: string,
  uploaderId: string,
): Promise<CollectionRow | undefined> {
  return lockedRow(trx, workspaceId, id, uploaderId);
}

/** The collection's row, locked on PostgreSQL: a finished one (`uploader` null) or that uploader's upload. */
function lockedRow(
  trx: Transaction<Database>,
  workspaceId: string,
  id: string,
  uploader: string | null,
): Promise<CollectionRow | undefined> {
  return trx
    .selectFrom('ws_collections')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .where('uploading_by', uploader === null ? 'is' : '=', uploader)
    .$if(takesRowLocks(trx), (query) => query.forUpdate())
    .executeTakeFirst();
}

/** The upload becomes a collection everyone sees. */
export async function finishUpload(db: Executor, id: string, updatedAt: string): Promise<void> {
  await db
    .updateTable('ws_collections')
    .set({ uploading_by: null, updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

export async function countItems(db: Executor, collectionId: string): Promise<number> {
  const { n } = await db
    .selectFrom('ws_items')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * A page of the items of a workspace's collections (of one of them when named), in id order from
 * after `afterId`: a large workspace is read in pages rather than in one body. Uploads are left out.
 */
export function itemsPage(
  db: Executor,
  workspaceId: string,
  { collectionId, afterId, limit }: { collectionId?: string | undefined; afterId?: string | undefined; limit: number },
): Promise<ItemRow[]> {
  return db
    .selectFrom('ws_items')
    .innerJoin('ws_collections', 'ws_collections.id', 'ws_items.collection_id')
    .selectAll('ws_items')
    .where('ws_collections.workspace_id', '=', workspaceId)
    .where('ws_collections.uploading_by', 'is', null)
    .$if(collectionId !== undefined, (query) => query.where('ws_items.collection_id', '=', collectionId!))
    .$if(afterId !== undefined, (query) => query.where('ws_items.id', '>', afterId!))
    .orderBy('ws_items.id')
    .limit(limit)
    .execute();
}

export async function insertCollection(db: Executor, row: Insertable<WsCollectionsTable>): Promise<void> {
  await db.insertInto('ws_collections').values(row).execute();
}

/** Writes when the stored version is still `baseVersion`; false when someone else wrote first. */
export async function updateCollectionAt(
  db: Executor,
  id: string,
  baseVersion: number,
  changes: Pick<CollectionRow, 'fields' | 'updated_at' | 'updated_by'>,
): Promise<boolean> {
  const result = await db
    .updateTable('ws_collections')
    .set({ ...changes, version: baseVersion + 1 })
    .where('id', '=', id)
    .where('version', '=', baseVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCollection(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('ws_collections').where('id', '=', id).execute();
}

export async function insertItems(db: Executor, rows: Insertable<WsItemsTable>[]): Promise<void> {
  // Bounded batches: SQLite allows 32766 bound parameters per statement.
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('ws_items')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}

export function findItem(db: Executor, collectionId: string, id: string): Promise<ItemRow | undefined> {
  return db
    .selectFrom('ws_items')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function siblingsOf(db: Executor, collectionId: string, parentId: string | null) {
  return db
    .selectFrom('ws_items')
    .select(['id', 'position'])
    .where('collection_id', '=', collectionId)
    .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
    .execute();
}

export async function updateItemAt(
  db: Executor,
  id: string,
  baseVersion: number,
  changes: Pick<ItemRow, 'content' | 'updated_at' | 'updated_by'>,
): Promise<boolean> {
  const result = await db
    .updateTable('ws_items')
    .set({ ...changes, version: baseVersion + 1 })
    .where('id', '=', id)
    .where('version', '=', baseVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A move rewrites the moved row alone: its parent and its ordering key. */
export async function moveItem(
  db: Executor,
  id: string,
  changes: Pick<ItemRow, 'parent_id' | 'position' | 'updated_at' | 'updated_by'>,
): Promise<void> {
  await db.updateTable('ws_items').set(changes).where('id', '=', id).execute();
}

export async function deleteItems(db: Executor, ids: string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += 500) {
    await db
      .deleteFrom('ws_items')
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
  }
}

export function environmentsOf(db: Executor, workspaceId: string): Promise<EnvironmentRow[]> {
  return db
    .selectFrom('ws_environments')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('updated_at')
    .orderBy('id')
    .execute();
}

export function findEnvironment(db: Executor, workspaceId: string, id: string): Promise<EnvironmentRow | undefined> {
  return db
    .selectFrom('ws_environments')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertEnvironment(db: Executor, row: Insertable<WsEnvironmentsTable>): Promise<void> {
  await db.insertInto('ws_environments').values(row).execute();
}

export async function updateEnvironmentAt(
  db: Executor,
  id: string,
  baseVersion: number,
  changes: Pick<EnvironmentRow, 'name' | 'variables' | 'updated_at' | 'updated_by'>,
): Promise<boolean> {
  const result = await db
    .updateTable('ws_environments')
    .set({ ...changes, version: baseVersion + 1 })
    .where('id', '=', id)
    .where('version', '=', baseVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteEnvironment(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('ws_environments').where('id', '=', id).execute();
}

/** The user's own values of the secret variables of these environments: environment id → key → JSON. */
export async function secretsOf(db: Executor, userId: string, environmentIds: string[]) {
  const values = new Map<string, Map<string, string>>();
  if (environmentIds.length === 0) return values;
  const rows = await db
    .selectFrom('ws_environment_secrets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('environment_id', 'in', environmentIds)
    .execute();
  for (const row of rows) {
    const forEnvironment = values.get(row.environment_id) ?? new Map<string, string>();
    forEnvironment.set(row.key, row.value);
    values.set(row.environment_id, forEnvironment);
  }
  return values;
}

export async function keepSecret(db: Executor, environmentId: string, userId: string, key: string, value: string) {
  await db
    .insertInto('ws_environment_secrets')
    .values({ environment_id: environmentId, user_id: userId, key, value })
    .onConflict((conflict) => conflict.columns(['environment_id', 'user_id', 'key']).doUpdateSet({ value }))
    .execute();
}

export function openApiSourceOf(db: Executor, workspaceId: string, collectionId: string) {
  return db
    .selectFrom('ws_collection_openapi_sources')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('collection_id', '=', collectionId)
    .executeTakeFirst();
}

export async function insertOpenApiSource(db: Executor, row: OpenApiSourceRow): Promise<void> {
  await db.insertInto('ws_collection_openapi_sources').values(row).execute();
}

/** Replaces the document when the stored one is still `baseHash`; false when a teammate synced since. */
export async function replaceOpenApiSource(
  db: Executor,
  collectionId: string,
  baseHash: string,
  changes: Pick<OpenApiSourceRow, 'location' | 'document' | 'hash' | 'synced_at' | 'synced_by'>,
): Promise<boolean> {
  const result = await db
    .updateTable('ws_collection_openapi_sources')
    .set(changes)
    .where('collection_id', '=', collectionId)
    .where('hash', '=', baseHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
