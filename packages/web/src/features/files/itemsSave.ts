// What a save of a collection sends to the opened repository: only the items changed in place since
// the collection as last written, found by object identity (the store updates immutably, so an item
// left alone is the same object), and the collection's own fields when they changed. A change of
// the tree's shape (an item added, removed or moved) is not a save of items: the whole collection goes.
import type { Collection, CollectionItem, ItemsSave } from '@courier/core';

/** Whether `a` and `b` hold the same objects in every field but their items. */
function sameOwnFields(a: object, b: object): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
  fields.delete('items');
  return [...fields].every((field) => a[field as keyof typeof a] === b[field as keyof typeof b]);
}

/** `after` as a save of items over `before`; undefined when its shape changed. */
export function itemsSaveOf(before: Collection, after: Collection): ItemsSave | undefined {
  const items: CollectionItem[] = [];
  const walk = (was: readonly CollectionItem[], is: readonly CollectionItem[]): boolean => {
    if (was === is) return true;
    if (was.length !== is.length) return false;
    return is.every((item, at) => {
      const old = was[at]!;
      if (old === item) return true;
      if (old.id !== item.id || old.type !== item.type) return false;
      if (old.type === 'folder' && item.type === 'folder' && sameOwnFields(old, item))
        return walk(old.items, item.items);
      items.push(item);
      return true;
    });
  };
  if (!walk(before.items, after.items)) return undefined;
  if (sameOwnFields(before, after)) return { items };
  const { items: _items, ...fields } = after;
  return { collection: fields, items };
}
