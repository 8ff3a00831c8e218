// Ids of a collection read from files: the files hold none, and a read after every change on disk must
// give the same request the same id, or each `git pull` would close the tabs the user has open. An id
// is made from where the item sits: its collection's folder and the names leading to it. The files hold
// no creation time either: every item takes the time the repository was opened, so an item read again
// unchanged is equal to what was read before, and a change sends only what changed (collectionPatch.ts).
import { createHash } from 'node:crypto';
import type { Collection, CollectionItem } from '@courier/core';

const idOf = (place: string): string => createHash('sha256').update(place).digest('base64url').slice(0, 20);

function withIds(items: readonly CollectionItem[], parent: string, createdAt: string): CollectionItem[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    // Two items of one name in one folder are told apart by their turn.
    const turn = seen.get(item.name) ?? 0;
    seen.set(item.name, turn + 1);
    const place = `${parent}/${item.type}:${item.name}#${turn}`;
    return item.type === 'folder'
      ? { ...item, id: idOf(place), items: withIds(item.items, place, createdAt) }
      : { ...item, id: idOf(place), createdAt };
  });
}

/**
 * `collection` with ids that depend only on `folder` (relative to the repository) and the names
 * inside, and `createdAt` as every item's time.
 */
export function withStableIds(collection: Collection, folder: string, createdAt: string): Collection {
  return {
    ...collection,
    id: idOf(`collection:${folder}`),
    createdAt,
    items: withIds(collection.items, folder, createdAt),
  };
}
