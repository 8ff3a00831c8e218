// A save of some items of a collection, as the browser sends it after an edit: the items it changed
// in place (a request edited, a folder's settings) and, when they changed, the collection's own
// fields. An item the repository does not hold at that place (the files changed meanwhile, or the
// browser added or moved one) is refused: the browser then sends the whole collection.
import type { Collection, CollectionItem, ItemsSave } from '@courier/core';
import { ConflictError } from '../../errors/serverErrors.js';

export interface SavedItems {
  collection: Collection;
  /** Ids whose files the writer makes again: the items saved, and the collection's when its fields were. */
  written: Set<string>;
  /** Whether an item was renamed: its file moves, and a sibling of the same name may change its own. */
  renamed: boolean;
}

/** `collection` with the saved items in place of those of their ids. */
export function withSavedItems(collection: Collection, save: ItemsSave): SavedItems {
  const saved = new Map(save.items.map((item) => [item.id, item]));
  let renamed = false;
  // Folders without a saved item inside stay the same objects: the patch told of the save finds them so.
  const replace = (items: readonly CollectionItem[]): readonly CollectionItem[] => {
    let replaced = false;
    const next = items.map((item) => {
      const savedItem = saved.get(item.id);
      if (savedItem !== undefined) {
        saved.delete(item.id);
        renamed ||= savedItem.name !== item.name;
        replaced = true;
        return savedItem;
      }
      if (item.type !== 'folder') return item;
      const inner = replace(item.items);
      if (inner === item.items) return item;
      replaced = true;
      return { ...item, items: [...inner] };
    });
    return replaced ? next : items;
  };
  const items = replace(collection.items);
  if (saved.size > 0) {
    throw new ConflictError('The collection on disk no longer holds the items saved: send the whole collection');
  }
  const written = new Set(save.items.map((item) => item.id));
  if (save.collection) written.add(collection.id);
  return { collection: { ...collection, ...save.collection, id: collection.id, items: [...items] }, written, renamed };
}
