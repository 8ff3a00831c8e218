// A collection too large for one body reaches a workspace as an upload (decision 0050): its own fields
// start it, its items follow in batches, and finishing it shows it to everyone at once, announced by one
// event without its items. Until then only its uploader can reach it, so a failed upload never shows a
// half collection; cancelling it removes what came.
import { randomUUID } from 'node:crypto';
import {
  CollectionFieldsSchema,
  ValidationError,
  workspaceEvent,
  type Collection,
  type StoredCollection,
  type UploadEntry,
} from '@courier/core';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Transaction } from 'kysely';
import { v5 as uuidFrom } from 'uuid';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../errors/serverErrors.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { requireAccess } from './access.js';
import { stampOf } from './changeStamp.js';
import { collectionView } from './collections.js';
import * as repo from './contentRepo.js';
import { byPosition } from './itemRows.js';
import { workspaceScope } from './workspaceScope.js';

interface Upload {
  id: string;
  /** How many items it holds so far. */
  items: number;
}

export interface UploadsService {
  startUpload(
    actorId: string,
    workspaceId: string,
    collection: Omit<Collection, 'items' | 'id'> & { id?: string | undefined },
  ): Promise<Upload>;
  uploadItems(actorId: string, workspaceId: string, uploadId: string, entries: UploadEntry[]): Promise<Upload>;
  finishUpload(actorId: string, workspaceId: string, uploadId: string): Promise<StoredCollection>;
  cancelUpload(actorId: string, workspaceId: string, uploadId: string): Promise<void>;
}

/**
 * The stored id of an uploaded item: made from the upload's own fresh id and the browser's id, so a
 * batch names a folder sent in an earlier one without the server keeping a map between batches, and
 * no browser can choose the id of a row.
 */
const storedId = (uploadId: string, browserId: string) => uuidFrom(browserId, uploadId);

async function uploadIn(trx: Transaction<Database>, actorId: string, workspaceId: string, uploadId: string) {
  const upload = await repo.lockUpload(trx, workspaceId, uploadId, actorId);
  if (!upload) throw new NotFoundError('Upload not found');
  return upload;
}

/** The rows of a batch, each after the last of its siblings stored so far. */
async function batchRows(trx: Transaction<Database>, uploadId: string, entries: UploadEntry[], actorId: string) {
  const stamp = stampOf(actorId);
  const inBatch = new Map(entries.map((entry) => [entry.id, entry]));
  const byParent = new Map<string | null, UploadEntry[]>();
  for (const entry of entries) {
    if (entry.parentId !== null && !inBatch.has(entry.parentId)) {
      const parent = await repo.findItem(trx, uploadId, storedId(uploadId, entry.parentId));
      if (parent?.kind !== 'folder') throw new ValidationError(`${entry.parentId} is not a folder of this upload`);
    } else if (entry.parentId !== null && inBatch.get(entry.parentId)!.item.type !== 'folder') {
      throw new ValidationError(`${entry.parentId} is not a folder of this upload`);
    }
    const siblings = byParent.get(entry.parentId) ?? [];
    siblings.push(entry);
    byParent.set(entry.parentId, siblings);
  }
  const rows: repo.ItemRow[] = [];
  for (const [parentId, siblings] of byParent) {
    const parent = parentId === null ? null : storedId(uploadId, parentId);
    const last = (await repo.siblingsOf(trx, uploadId, parent)).sort(byPosition).at(-1)?.position ?? null;
    const keys = generateNKeysBetween(last, null, siblings.length);
    for (const [index, { id, item }] of siblings.entries()) {
      const rowId = storedId(uploadId, id);
      rows.push({
        id: rowId,
        collection_id: uploadId,
        parent_id: parent,
        kind: item.type,
        position: keys[index]!,
        version: 1,
        content: JSON.stringify({ ...item, id: rowId }),
        updated_at: stamp.at,
        updated_by: actorId,
      });
    }
  }
  return rows;
}

export function createUploadsService(live: LiveChannel): UploadsService {
  return {
    startUpload(actorId, workspaceId, collection) {
      return live.write(async (trx) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        const stamp = stampOf(actorId);
        const id = randomUUID();
        await repo.insertCollection(trx, {
          id,
          workspace_id: workspaceId,
          fields: JSON.stringify(CollectionFieldsSchema.parse(collection)),
          version: 1,
          created_at: stamp.at,
          updated_at: stamp.at,
          updated_by: actorId,
          uploading_by: actorId,
        });
        return { id, items: 0 };
      });
    },

    uploadItems(actorId, workspaceId, uploadId, entries) {
      return live.write(async (trx) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        await uploadIn(trx, actorId, workspaceId, uploadId);
        if (new Set(entries.map((entry) => entry.id)).size !== entries.length)
          throw new ValidationError('Each item of an upload needs its own id');
        await repo.insertItems(trx, await batchRows(trx, uploadId, entries, actorId));
        return { id: uploadId, items: await repo.countItems(trx, uploadId) };
      });
    },

    finishUpload(actorId, workspaceId, uploadId) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        const upload = await uploadIn(trx, actorId, workspaceId, uploadId);
        const { at } = stampOf(actorId);
        await repo.finishUpload(trx, uploadId, at);
        const view = collectionView({ ...upload, uploading_by: null, updated_at: at }, []);
        // One event, however many items: each member reads them in pages.
        await record({
          scope: workspaceScope(workspaceId),
          actor: actorId,
          ...workspaceEvent('collection_created', { collection: { ...view, items: undefined } }),
        });
        return view;
      });
    },

    cancelUpload(actorId, workspaceId, uploadId) {
      return live.write(async (trx) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        await uploadIn(trx, actorId, workspaceId, uploadId);
        await repo.deleteCollection(trx, uploadId);
      });
    },
  };
}
