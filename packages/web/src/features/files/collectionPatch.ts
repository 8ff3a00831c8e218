// A change the server tells of (its files area, collectionPatch.ts there): each changed collection
// with the items that are as they were named by id (`{ kept }`) rather than sent. Applied here to what
// the page holds, an unchanged item keeps its object, so nothing is checked or drawn again for it.
import type { Collection, CollectionItem, ItemPatch, RepositoryChange } from '@courier/core';

/** What of a change applies to the collections. */
export type CollectionsChange = Pick<RepositoryChange, 'collections' | 'removed'>;

/** A kept item the page does not hold: the page and the server went apart, and it reads everything again. */
export class PatchNotApplicableError extends Error {}

function itemsById(items: readonly CollectionItem[], into = new Map<string, CollectionItem>()) {
  for (const item of items) {
    into.set(item.id, item);
    if (item.type === 'folder') itemsById(item.items, into);
  }
  return into;
}

function applyItems(patches: readonly ItemPatch[], known: ReadonlyMap<string, CollectionItem>): CollectionItem[] {
  return patches.map((patch) => {
    if ('kept' in patch) {
      const item = known.get(patch.kept);
      if (!item) throw new PatchNotApplicableError(`No item ${patch.kept} to keep`);
      return item;
    }
    return patch.type === 'folder' ? { ...patch, items: applyItems(patch.items, known) } : patch;
  });
}

/** `collections` with `change` applied: changed ones replaced in place, new ones after the rest, removed ones gone. */
export function applyCollectionsChange(collections: readonly Collection[], change: CollectionsChange): Collection[] {
  const removed = new Set(change.removed);
  const next = collections.filter((collection) => !removed.has(collection.id));
  for (const patch of change.collections) {
    const at = next.findIndex((collection) => collection.id === patch.id);
    const known = at < 0 ? new Map<string, CollectionItem>() : itemsById(next[at]!.items);
    const applied: Collection = { ...patch, items: applyItems(patch.items, known) };
    if (at < 0) next.push(applied);
    else next[at] = applied;
  }
  return next;
}
