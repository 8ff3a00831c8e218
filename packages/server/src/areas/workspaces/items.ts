// The requests, folders and WebSocket requests of a stored collection: created where the person put
// them, saved against the version they were based on, moved (never into themselves) and deleted with
// everything inside. A place is given as a parent and a neighbour, and becomes a fractional key.
import {
  ValidationError,
  type CollectionItem,
  type ItemContent,
  type StoredItem,
  type StoredItemKind,
  workspaceEvent,
} from '@courier/core';
import { generateKeyBetween } from 'fractional-indexing';
import type { Executor } from '../../db/executor.js';
import { NotFoundError } from '../../errors/serverErrors.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { requireAccess } from './access.js';
import { savedChange, stampOf } from './changeStamp.js';
import { clientIdOf } from './clientId.js';
import { collectionIn } from './collections.js';
import * as repo from './contentRepo.js';
import { byPosition, itemRows, itemView } from './itemRows.js';
import { VersionConflictError } from './versionConflict.js';
import { workspaceScope } from './workspaceScope.js';

interface Placement {
  parentId: string | null;
  afterId?: string | null | undefined;
  beforeId?: string | null | undefined;
}

/** How messages name each kind of item. */
const KIND_WORDS: Record<StoredItemKind, string> = {
  request: 'request',
  folder: 'folder',
  websocket: 'WebSocket request',
};

export interface CollectionItemsService {
  createItem(
    actorId: string,
    workspaceId: string,
    collectionId: string,
    item: CollectionItem,
    placement: Placement,
  ): Promise<StoredItem>;
  updateItem(
    actorId: string,
    workspaceId: string,
    collectionId: string,
    id: string,
    baseVersion: number,
    content: ItemContent,
  ): Promise<StoredItem>;
  moveItem(
    actorId: string,
    workspaceId: string,
    collectionId: string,
    id: string,
    placement: Placement,
  ): Promise<StoredItem>;
  deleteItem(actorId: string, workspaceId: string, collectionId: string, id: string): Promise<void>;
}

async function itemIn(db: Executor, collectionId: string, id: string) {
  const item = await repo.findItem(db, collectionId, id);
  if (!item) throw new NotFoundError('Request or folder not found');
  return item;
}

/** The key that puts an item after `afterId`, before `beforeId`, or last among its parent's children. */
async function positionFor(
  trx: Executor,
  collectionId: string,
  { parentId, afterId, beforeId }: Placement,
  movingId?: string,
) {
  if (parentId !== null) {
    const parent = await itemIn(trx, collectionId, parentId);
    if (parent.kind !== 'folder')
      throw new ValidationError('Requests and folders go into a folder, not into a request');
  }
  const siblings = (await repo.siblingsOf(trx, collectionId, parentId))
    .filter((s) => s.id !== movingId)
    .sort(byPosition);
  const indexOf = (id: string) => {
    const index = siblings.findIndex((sibling) => sibling.id === id);
    if (index < 0) throw new ValidationError(`${id} is not in that folder`);
    return index;
  };
  if (afterId) {
    const index = indexOf(afterId);
    return generateKeyBetween(siblings[index]!.position, siblings[index + 1]?.position ?? null);
  }
  if (beforeId) {
    const index = indexOf(beforeId);
    return generateKeyBetween(siblings[index - 1]?.position ?? null, siblings[index]!.position);
  }
  return generateKeyBetween(siblings.at(-1)?.position ?? null, null);
}

export function createCollectionItemsService(live: LiveChannel): CollectionItemsService {
  return {
    createItem(actorId, workspaceId, collectionId, item, placement) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        await collectionIn(trx, workspaceId, collectionId);
        const position = await positionFor(trx, collectionId, placement);
        const rows = itemRows([item], collectionId, placement.parentId, stampOf(actorId), position) as repo.ItemRow[];
        await repo.insertItems(trx, rows);
        for (const [index, row] of rows.entries()) {
          await record({
            scope: workspaceScope(workspaceId),
            actor: actorId,
            ...workspaceEvent('item_created', { item: itemView(row), ...(index === 0 ? clientIdOf(item) : {}) }),
          });
        }
        return itemView(rows[0]!);
      });
    },

    updateItem(actorId, workspaceId, collectionId, id, baseVersion, content) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        await collectionIn(trx, workspaceId, collectionId);
        const current = await itemIn(trx, collectionId, id);
        if (content.type !== current.kind) {
          throw new ValidationError(
            `This is a ${KIND_WORDS[current.kind]}; it cannot become a ${KIND_WORDS[content.type]}`,
          );
        }
        const stamp = stampOf(actorId);
        const stored = JSON.stringify({ ...content, id });
        if (
          !(await repo.updateItemAt(trx, id, baseVersion, {
            content: stored,
            updated_at: stamp.at,
            updated_by: actorId,
          }))
        ) {
          throw new VersionConflictError(
            `Someone else changed this ${KIND_WORDS[current.kind]} since you opened it`,
            itemView(current),
          );
        }
        const view = itemView({
          ...current,
          content: stored,
          ...savedChange(baseVersion, stamp),
        });
        await record({
          scope: workspaceScope(workspaceId),
          actor: actorId,
          ...workspaceEvent('item_updated', { item: view }),
        });
        return view;
      });
    },

    moveItem(actorId, workspaceId, collectionId, id, placement) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        await collectionIn(trx, workspaceId, collectionId);
        const current = await itemIn(trx, collectionId, id);
        // A folder cannot go into itself or anything inside it.
        for (let parent = placement.parentId; parent !== null;) {
          if (parent === id) throw new ValidationError('A folder cannot be moved into itself');
          parent = (await itemIn(trx, collectionId, parent)).parent_id;
        }
        const position = await positionFor(trx, collectionId, placement, id);
        const stamp = stampOf(actorId);
        const moved = {
          ...current,
          parent_id: placement.parentId,
          position,
          updated_at: stamp.at,
          updated_by: actorId,
        };
        await repo.moveItem(trx, id, {
          parent_id: moved.parent_id,
          position,
          updated_at: stamp.at,
          updated_by: actorId,
        });
        const view = itemView(moved);
        await record({
          scope: workspaceScope(workspaceId),
          actor: actorId,
          ...workspaceEvent('item_moved', { item: view }),
        });
        return view;
      });
    },

    deleteItem(actorId, workspaceId, collectionId, id) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        await collectionIn(trx, workspaceId, collectionId);
        await itemIn(trx, collectionId, id);
        const all = await repo.itemsOf(trx, [collectionId]);
        const doomed = [id];
        for (let index = 0; index < doomed.length; index++) {
          for (const item of all) if (item.parent_id === doomed[index]) doomed.push(item.id);
        }
        await repo.deleteItems(trx, doomed);
        await record({
          scope: workspaceScope(workspaceId),
          actor: actorId,
          ...workspaceEvent('item_deleted', { collectionId, itemIds: doomed }),
        });
      });
    },
  };
}
