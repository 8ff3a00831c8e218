// A workspace's items read in pages rather than in one body: a collection of 20,000 requests loads as a
// few pages that each parse in milliseconds (decision 0050). Pages follow the items' ids, so an item
// saved while someone reads keeps its place; what is made meanwhile reaches them as a live event.
import { MAX_ITEM_PAGE, type StoredCollection, type StoredItem } from '@courier/core';
import type { Db } from '../../db/database.js';
import { requireAccess } from './access.js';
import { collectionView } from './collections.js';
import * as repo from './contentRepo.js';
import { itemView } from './itemRows.js';

interface ItemPageQuery {
  /** Only this collection's items; every collection's of the workspace when absent. */
  collectionId?: string | undefined;
  /** The `next` of the page before; the first page when absent. */
  after?: string | undefined;
  limit?: number | undefined;
}

interface ItemPage {
  items: StoredItem[];
  next: string | null;
}

export interface ItemPagesService {
  /** The workspace's collections with their own fields and no items: those come in pages. */
  collectionsWithoutItems(actorId: string, workspaceId: string): Promise<StoredCollection[]>;
  itemsPage(actorId: string, workspaceId: string, query: ItemPageQuery): Promise<ItemPage>;
}

export function createItemPagesService(db: Db): ItemPagesService {
  return {
    async collectionsWithoutItems(actorId, workspaceId) {
      await requireAccess(db, actorId, workspaceId, 'read');
      return (await repo.collectionsOf(db, workspaceId)).map((row) => collectionView(row, []));
    },

    async itemsPage(actorId, workspaceId, { collectionId, after, limit = MAX_ITEM_PAGE }) {
      await requireAccess(db, actorId, workspaceId, 'read');
      const size = Math.min(Math.max(1, Math.floor(limit)), MAX_ITEM_PAGE);
      const rows = await repo.itemsPage(db, workspaceId, { collectionId, afterId: after, limit: size });
      return { items: rows.map(itemView), next: rows.length === size ? rows.at(-1)!.id : null };
    },
  };
}
