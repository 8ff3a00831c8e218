// Immutable edits of a collection's item tree (folders → requests), kept apart from the store so
// rename, delete, save and filter can be tested without React or storage.
import type { CollectionItem, Folder, SavedRequest, WebSocketRequest } from '@courier/core';

/** What Save puts in a collection: an HTTP request or a WebSocket request. */
export type SavedItem = SavedRequest | WebSocketRequest;

/** The tree with `id` renamed wherever it sits; unchanged when no item has that id. */
export function renameItem(items: readonly CollectionItem[], id: string, name: string): CollectionItem[] {
  return changeItem(items, id, (item) => ({ ...item, name }));
}

/** The tree with the item `id` (a request or a folder, however deep) changed by `change`. */
export function changeItem(
  items: readonly CollectionItem[],
  id: string,
  change: (item: CollectionItem) => CollectionItem,
): CollectionItem[] {
  return items.map((item) => {
    if (item.id === id) return change(item);
    return item.type === 'folder' ? { ...item, items: changeItem(item.items, id, change) } : item;
  });
}

/** The tree without the item `id` (a folder goes with everything inside it). */
export function removeItem(items: readonly CollectionItem[], id: string): CollectionItem[] {
  return items
    .filter((item) => item.id !== id)
    .map((item) => (item.type === 'folder' ? { ...item, items: removeItem(item.items, id) } : item));
}

/**
 * Replaces the request with the same id where it sits; appends it to the folder `parentId` (the top
 * level when null or not found) otherwise.
 */
export function upsertRequest(
  items: readonly CollectionItem[],
  request: SavedItem,
  parentId: string | null = null,
): CollectionItem[] {
  const replace = (level: readonly CollectionItem[]): { items: CollectionItem[]; found: boolean } => {
    let found = false;
    const next = level.map((item): CollectionItem => {
      if (item.type === request.type && item.id === request.id) {
        found = true;
        return request;
      }
      if (item.type === 'folder') {
        const inner = replace(item.items);
        if (inner.found) {
          found = true;
          return { ...item, items: inner.items };
        }
      }
      return item;
    });
    return { items: next, found };
  };
  const result = replace(items);
  return result.found ? result.items : placeItem(items, request, parentId);
}

/** The tree with `added` at the end of the folder `parentId` (the top level when null or not found). */
export function placeItem(
  items: readonly CollectionItem[],
  added: CollectionItem,
  parentId: string | null = null,
): CollectionItem[] {
  const placed = parentId === null ? { items: [...items], found: false } : appendTo(items, parentId, added);
  return placed.found ? placed.items : [...items, added];
}

/** Whether `id` is the folder itself or anything inside it, at any depth. */
export function isWithin(folder: Folder, id: string): boolean {
  return (
    folder.id === id || folder.items.some((item) => (item.type === 'folder' ? isWithin(item, id) : item.id === id))
  );
}

function appendTo(
  level: readonly CollectionItem[],
  parentId: string,
  added: CollectionItem,
): { items: CollectionItem[]; found: boolean } {
  let found = false;
  const items = level.map((item): CollectionItem => {
    if (found || item.type !== 'folder') return item;
    if (item.id === parentId) {
      found = true;
      return { ...item, items: [...item.items, added] };
    }
    const inner = appendTo(item.items, parentId, added);
    found = inner.found;
    return inner.found ? { ...item, items: inner.items } : item;
  });
  return { items, found };
}

/** The item `id` and the folder holding it (null at the top level), wherever it sits. */
export function locateItem(
  items: readonly CollectionItem[],
  id: string,
  parentId: string | null = null,
): { item: CollectionItem; parentId: string | null } | undefined {
  for (const item of items) {
    if (item.id === id) return { item, parentId };
    if (item.type === 'folder') {
      const inner = locateItem(item.items, id, item.id);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** The tree with `added` right after the item `afterId`, in the same folder. */
export function insertAfter(
  items: readonly CollectionItem[],
  afterId: string,
  added: CollectionItem,
): CollectionItem[] {
  return items.flatMap((item): CollectionItem[] => {
    if (item.id === afterId) return [item, added];
    return item.type === 'folder' ? [{ ...item, items: insertAfter(item.items, afterId, added) }] : [item];
  });
}

/**
 * Duplicate: a copy of a request, or of a folder with all it holds, under new ids throughout; the
 * copy itself named as Postman names copies ('Orders Copy').
 */
export function copyOf<Item extends CollectionItem>(item: Item, newId: () => string): Item {
  return { ...freshCopy(item, newId), name: `${item.name} Copy` } as Item;
}

function freshCopy(item: CollectionItem, newId: () => string): CollectionItem {
  if (item.type === 'folder')
    return { ...item, id: newId(), items: item.items.map((inner) => freshCopy(inner, newId)) };
  return { ...item, id: newId(), createdAt: new Date().toISOString() };
}

/**
 * Every folder of a tree with its path ('Orders / Archive'), outermost first: where Save can put an
 * item. Without the folder `exceptId` and what it holds: where that folder can be moved.
 */
export function folderPaths(
  items: readonly CollectionItem[],
  exceptId?: string,
  above = '',
): Array<{ id: string; path: string }> {
  return items.flatMap((item) => {
    if (item.type !== 'folder' || item.id === exceptId) return [];
    const path = above ? `${above} / ${item.name}` : item.name;
    return [{ id: item.id, path }, ...folderPaths(item.items, exceptId, path)];
  });
}

function matches(item: CollectionItem, needle: string): boolean {
  if (item.name.toLowerCase().includes(needle)) return true;
  return item.type !== 'folder' && item.url.toLowerCase().includes(needle);
}

/**
 * The sidebar filter: requests whose name or URL contains the text, with the folders that lead to
 * them; a folder whose own name matches keeps all of its contents.
 */
export function filterItems(items: readonly CollectionItem[], text: string): CollectionItem[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...items];
  return items.flatMap((item): CollectionItem[] => {
    if (matches(item, needle)) return [item];
    if (item.type !== 'folder') return [];
    const inner = filterItems(item.items, needle);
    return inner.length ? [{ ...item, items: inner } satisfies Folder] : [];
  });
}
