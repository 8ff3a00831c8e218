// A shared workspace's items read in pages (decision 0050): a collection of 20,000 requests arrives as a
// few bodies that each parse in milliseconds, rather than one that holds the page while it parses.
import type { StoredCollection, StoredItem } from '@courier/core';
import type { workspaceCollectionsApi } from './workspaceCollectionsApi.js';

/** Every item of the workspace, or of one of its collections, page after page. */
export async function readItemPages(
  api: Pick<typeof workspaceCollectionsApi, 'itemsPage'>,
  workspaceId: string,
  collectionId?: string,
): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let after: string | null = null;
  do {
    const page: { items: StoredItem[]; next: string | null } = await api.itemsPage(workspaceId, {
      ...(collectionId && { collectionId }),
      after,
    });
    items.push(...page.items);
    after = page.next;
  } while (after !== null);
  return items;
}

/** Items by the collection they are in, in the order given. */
export function itemsByCollection(items: readonly StoredItem[]): Map<string, StoredItem[]> {
  const byCollection = new Map<string, StoredItem[]>();
  for (const item of items) {
    const of = byCollection.get(item.collectionId);
    if (of) of.push(item);
    else byCollection.set(item.collectionId, [item]);
  }
  return byCollection;
}

/** The collections, each holding its items of `items`. */
export function withTheirItems(collections: StoredCollection[], items: StoredItem[]): StoredCollection[] {
  const byCollection = itemsByCollection(items);
  return collections.map((collection) => ({ ...collection, items: byCollection.get(collection.id) ?? [] }));
}
