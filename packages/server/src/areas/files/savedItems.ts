// A save of some items of a collection, as the browser sends it after an edit: the items it changed
// in place (a request edited, a folder's settings) and, when they changed, the collection's own
// fields. An item the repository does not hold at that place (the files changed meanwhile, or the
// browser added or moved one) is refused: the browser then sends the whole collection.
import type { Collection, CollectionItem } from '@courier/core';
import { ConflictError } from '../../errors/serverErrors.js';

export interface ItemsSave {
  /** The collection's own fields, when they changed. */
  collection?: Omit<Collection, 'items'>;
  items: CollectionItem[];
}

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
  const replace = (items: readonly CollectionItem[]): CollectionItem[] =>
    items.map((item) => {
      const next = saved.get(item.id);
      if (next !== undefined) {
        saved.delete(item.id);
        renamed ||= next.name !== item.name;
        return next;
      }
      return item.type === 'folder' ? { ...item, items: replace(item.items) } : item;
    });
  const items = replace(collection.items);
  if (saved.size > 0) {
    throw new ConflictError('The collection on disk no longer holds the items saved: send the whole collection');
  }
  const written = new Set(save.items.map((item) => item.id));
  if (save.collection) written.add(collection.id);
  return { collection: { ...collection, ...save.collection, id: collection.id, items }, written, renamed };
}
