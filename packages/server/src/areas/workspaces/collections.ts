// The collections stored in a workspace: listed with their requests and folders, created whole (also
// inside a template's or a restore's write), their own fields saved against the version they were
// based on, and deleted with everything in them.
import { randomUUID } from 'node:crypto';
import {
  CollectionFieldsSchema,
  type Collection,
  type CollectionFields,
  type StoredCollection,
  workspaceEvent,
} from '@courier/core';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../errors/serverErrors.js';
import type { LiveChannel, RecordEvent } from '../../live/liveChannel.js';
import { requireAccess } from './access.js';
import { savedChange, stampOf } from './changeStamp.js';
import { clientIdOf } from './clientId.js';
import * as repo from './contentRepo.js';
import { byPosition, itemRows, itemView } from './itemRows.js';
import { keepOpenApiSource, withoutDocument } from './openApiSources.js';
import { VersionConflictError } from './versionConflict.js';
import { workspaceScope } from './workspaceScope.js';

export interface CollectionsService {
  collections(actorId: string, workspaceId: string): Promise<StoredCollection[]>;
  createCollection(
    actorId: string,
    workspaceId: string,
    collection: Partial<Collection> & { name: string },
  ): Promise<StoredCollection>;
  updateCollection(
    actorId: string,
    workspaceId: string,
    id: string,
    baseVersion: number,
    changes: Partial<CollectionFields>,
  ): Promise<StoredCollection>;
  deleteCollection(actorId: string, workspaceId: string, id: string): Promise<void>;
  /** Inside another write (templates, restore): stores a whole collection and records its event. */
  insertCollection(
    trx: Transaction<Database>,
    record: RecordEvent,
    actorId: string,
    workspaceId: string,
    collection: Partial<Collection> & { name: string },
  ): Promise<StoredCollection>;
}

export function collectionView(row: repo.CollectionRow, items: repo.ItemRow[]): StoredCollection {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    version: Number(row.version),
    fields: JSON.parse(row.fields) as CollectionFields,
    items: items.map(itemView).sort(byPosition),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** The collection, locked for the rest of the write: 404 when the workspace holds no such collection. */
export async function collectionIn(trx: Transaction<Database>, workspaceId: string, id: string) {
  const collection = await repo.lockCollection(trx, workspaceId, id);
  if (!collection) throw new NotFoundError('Collection not found');
  return collection;
}

async function insertCollection(
  trx: Transaction<Database>,
  record: RecordEvent,
  actorId: string,
  workspaceId: string,
  collection: Partial<Collection> & { name: string },
) {
  const stamp = stampOf(actorId);
  const id = randomUUID();
  // An imported OpenAPI document is kept beside the collection, not in the fields every list carries.
  const fields = withoutDocument(CollectionFieldsSchema.parse(collection));
  const row: repo.CollectionRow = {
    id,
    workspace_id: workspaceId,
    fields: JSON.stringify(fields),
    version: 1,
    created_at: stamp.at,
    updated_at: stamp.at,
    updated_by: actorId,
    uploading_by: null,
  };
  await repo.insertCollection(trx, row);
  await keepOpenApiSource(trx, actorId, workspaceId, id, collection.openapiSource);
  const rows = itemRows(collection.items ?? [], id, null, stamp);
  await repo.insertItems(trx, rows);
  const view = collectionView(row, rows as repo.ItemRow[]);
  await record({
    scope: workspaceScope(workspaceId),
    actor: actorId,
    ...workspaceEvent('collection_created', { collection: view, ...clientIdOf(collection) }),
  });
  return view;
}

export function createCollectionsService(db: Db, live: LiveChannel): CollectionsService {
  return {
    insertCollection,

    async collections(actorId, workspaceId) {
      await requireAccess(db, actorId, workspaceId, 'read');
      const rows = await repo.collectionsOf(db, workspaceId);
      const items = await repo.itemsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) =>
        collectionView(
          row,
          items.filter((item) => item.collection_id === row.id),
        ),
      );
    },

    createCollection(actorId, workspaceId, collection) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        return insertCollection(trx, record, actorId, workspaceId, collection);
      });
    },

    updateCollection(actorId, workspaceId, id, baseVersion, changes) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        const current = await collectionIn(trx, workspaceId, id);
        const fields = { ...(JSON.parse(current.fields) as CollectionFields), ...withoutDocument(changes) };
        const stamp = stampOf(actorId);
        if (
          !(await repo.updateCollectionAt(trx, id, baseVersion, {
            fields: JSON.stringify(fields),
            updated_at: stamp.at,
            updated_by: actorId,
          }))
        ) {
          throw new VersionConflictError(
            'Someone else changed this collection since you opened it',
            collectionView(current, await repo.itemsOf(trx, [id])),
          );
        }
        const view = collectionView(
          {
            ...current,
            fields: JSON.stringify(fields),
            ...savedChange(baseVersion, stamp),
          },
          [],
        );
        await record({
          scope: workspaceScope(workspaceId),
          actor: actorId,
          ...workspaceEvent('collection_updated', { collection: { ...view, items: undefined } }),
        });
        return { ...view, items: (await repo.itemsOf(trx, [id])).map(itemView).sort(byPosition) };
      });
    },

    deleteCollection(actorId, workspaceId, id) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        await collectionIn(trx, workspaceId, id);
        await repo.deleteCollection(trx, id);
        await record({
          scope: workspaceScope(workspaceId),
          actor: actorId,
          ...workspaceEvent('collection_deleted', { collectionId: id }),
        });
      });
    },
  };
}
