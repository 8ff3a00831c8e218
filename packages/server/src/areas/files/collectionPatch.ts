// What changed in a collection read again, in a form a browser applies to what it shows: items that
// are as they were are named, not sent (`{ kept: id }`), a folder with a changed item inside is sent
// with its own fields and its items patched the same way. A change of one file of thousands reaches a
// browser as the path down to that file's item, and the browser keeps its objects for the rest, so it
// neither downloads nor checks nor draws again 5,000 requests.
import { isDeepStrictEqual } from 'node:util';
import type { Collection, CollectionItem, CollectionPatch, ItemPatch } from '@courier/core';

function itemsPatch(before: readonly CollectionItem[], after: readonly CollectionItem[]): ItemPatch[] {
  const earlier = new Map(before.map((item) => [item.id, item]));
  return after.map((item): ItemPatch => {
    const was = earlier.get(item.id);
    if (was === undefined) return item;
    if (isDeepStrictEqual(was, item)) return { kept: item.id };
    if (was.type === 'folder' && item.type === 'folder') return { ...item, items: itemsPatch(was.items, item.items) };
    return item;
  });
}

/** `after` as a patch of `before` (none: a collection new to the browser); undefined when nothing changed. */
export function collectionPatch(before: Collection | undefined, after: Collection): CollectionPatch | undefined {
  if (before === undefined) return after;
  const items = itemsPatch(before.items, after.items);
  const { items: _before, ...ownBefore } = before;
  const { items: _after, ...ownAfter } = after;
  const allKept = items.length === before.items.length && items.every((item) => 'kept' in item);
  return allKept && isDeepStrictEqual(ownBefore, ownAfter) ? undefined : { ...after, items };
}
