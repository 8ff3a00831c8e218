// A sync with OpenAPI, as the item saves of a shared workspace: core's merge gives the whole updated
// collection; a shared collection is stored item by item, so what changed is told apart here — the
// items to create (new operations, in their folder or a new one), the requests to save, and the
// collection's own fields — each then saved with the version it was based on.
import type { Collection, CollectionFields, CollectionItem } from '@courier/core';
import type { SavedItem } from './collectionTree.js';

interface ItemToCreate {
  item: CollectionItem;
  /** The folder it goes into, null for the top level. */
  parentId: string | null;
}

export interface OpenApiSyncEdits {
  created: ItemToCreate[];
  /** Requests (and WebSocket requests) whose content the sync changed, ids as before. */
  updated: SavedItem[];
  /** The collection's own fields the sync changed; empty when none did. */
  fields: Partial<CollectionFields>;
}

const FIELDS = ['name', 'description', 'auth', 'variables', 'openapiSource'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function itemsById(items: readonly CollectionItem[], into = new Map<string, CollectionItem>()) {
  for (const item of items) {
    into.set(item.id, item);
    if (item.type === 'folder') itemsById(item.items, into);
  }
  return into;
}

/** What to save to turn `before` (the collection the merge was made on) into `after` (its result). */
export function openApiSyncEdits(before: Collection, after: Collection): OpenApiSyncEdits {
  const known = itemsById(before.items);
  const edits: OpenApiSyncEdits = { created: [], updated: [], fields: {} };
  const walk = (items: readonly CollectionItem[], parentId: string | null) => {
    for (const item of items) {
      const was = known.get(item.id);
      // A new folder is created with what it holds, in one save.
      if (!was) edits.created.push({ item, parentId });
      else if (item.type === 'folder') walk(item.items, item.id);
      else if (!same(was, item)) edits.updated.push(item);
    }
  };
  walk(after.items, null);
  for (const key of FIELDS) {
    if (!same(before[key], after[key])) Object.assign(edits.fields, { [key]: after[key] });
  }
  return edits;
}
