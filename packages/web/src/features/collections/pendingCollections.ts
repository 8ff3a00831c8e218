// What the sidebar shows while edits wait for the server: the collections as the server last gave
// them, with each pending edit made on top, in order, and which ids those edits touch (each shown with
// a pending mark). When an edit is taken the server's version replaces it; when it is refused, the
// server's version is all that is left.
import {
  CollectionFieldsSchema,
  type CollectionFields,
  type CollectionItem,
  type ItemContent,
  type StoredCollection,
  type StoredItem,
} from '@courier/core';
import type { PendingEdit } from '../../lib/pendingEdits/pendingEdit.js';

export interface PendingView {
  collections: StoredCollection[];
  /** Collections, requests and folders with an edit waiting. */
  pendingIds: Set<string>;
}

/** After every sibling key, or right after `afterKey`: keys compare as plain strings. */
const keyAfter = (key: string) => `${key}~`;

/** A tree of requests and folders as stored rows: folders hold no children, their rows point up. */
function rowsOf(
  items: CollectionItem[],
  collectionId: string,
  parentId: string | null,
  firstKey: string,
  at: string,
): StoredItem[] {
  return items.flatMap((item, index) => {
    const { items: children, ...content } = item.type === 'folder' ? item : { ...item, items: undefined };
    const row: StoredItem = {
      id: item.id,
      collectionId,
      parentId,
      kind: item.type,
      position: `${firstKey}${String(index).padStart(4, '0')}`,
      version: 0,
      content: content as ItemContent,
      updatedAt: at,
      updatedBy: null,
    };
    return [row, ...rowsOf(children ?? [], collectionId, item.id, 'a', at)];
  });
}

function withoutItem(items: StoredItem[], itemId: string): StoredItem[] {
  const gone = new Set([itemId]);
  // Children are removed with their folder, however deep.
  for (let grew = true; grew;) {
    grew = false;
    for (const item of items) {
      if (item.parentId !== null && gone.has(item.parentId) && !gone.has(item.id)) {
        gone.add(item.id);
        grew = true;
      }
    }
  }
  return items.filter((item) => !gone.has(item.id));
}

const lastKey = (items: StoredItem[], parentId: string | null) =>
  items
    .filter((item) => item.parentId === parentId)
    .reduce((last, item) => (item.position > last ? item.position : last), 'a');

/**
 * `serverIdOf` gives the server's id of what this browser made, once known: a create whose result
 * has already arrived (its event came before its reply) is not shown a second time.
 */
export function withPendingEdits(
  stored: readonly StoredCollection[],
  edits: readonly PendingEdit[],
  serverIdOf: (id: string) => string = (id) => id,
): PendingView {
  const collections = new Map(stored.map((collection) => [collection.id, collection]));
  const pendingIds = new Set<string>();
  const change = (collectionId: string, update: (collection: StoredCollection) => StoredCollection) => {
    const collection = collections.get(serverIdOf(collectionId));
    if (collection) collections.set(collection.id, update(collection));
  };

  for (const edit of edits) {
    const at = new Date(edit.seq).toISOString();
    const args = edit.args;
    switch (edit.call) {
      case 'create': {
        const [workspaceId, collection] = args as [
          string,
          Partial<CollectionFields> & { id?: string; items?: CollectionItem[] },
        ];
        const fields = CollectionFieldsSchema.safeParse(collection);
        if (!collection.id || !fields.success || collections.has(serverIdOf(collection.id))) break;
        pendingIds.add(collection.id);
        collections.set(collection.id, {
          id: collection.id,
          workspaceId,
          version: 0,
          fields: fields.data,
          items: rowsOf(collection.items ?? [], collection.id, null, 'a', at),
          createdAt: at,
          updatedAt: at,
          updatedBy: null,
        });
        break;
      }
      case 'update': {
        const [, collectionId, , fields] = args as [string, string, number, Partial<CollectionFields>];
        pendingIds.add(collectionId);
        change(collectionId, (collection) => ({ ...collection, fields: { ...collection.fields, ...fields } }));
        break;
      }
      case 'remove':
        collections.delete(serverIdOf(args[1] as string));
        break;
      case 'createItem': {
        const [, collectionId, item, parentId = null, afterId] = args as [
          string,
          string,
          CollectionItem,
          (string | null)?,
          string?,
        ];
        const arrived = collections.get(serverIdOf(collectionId))?.items.some(({ id }) => id === serverIdOf(item.id));
        if (arrived) break;
        pendingIds.add(item.id);
        change(collectionId, (collection) => {
          const after = afterId && collection.items.find((candidate) => candidate.id === afterId);
          const key = keyAfter(after ? after.position : lastKey(collection.items, parentId));
          return { ...collection, items: [...collection.items, ...rowsOf([item], collectionId, parentId, key, at)] };
        });
        break;
      }
      case 'moveItem': {
        const [, collectionId, itemId, parentId] = args as [string, string, string, string | null];
        pendingIds.add(itemId);
        change(collectionId, (collection) => ({
          ...collection,
          items: collection.items.map((item) =>
            item.id === itemId ? { ...item, parentId, position: keyAfter(lastKey(collection.items, parentId)) } : item,
          ),
        }));
        break;
      }
      case 'updateItem': {
        const [, collectionId, itemId, , content] = args as [string, string, string, number, ItemContent];
        pendingIds.add(itemId);
        change(collectionId, (collection) => ({
          ...collection,
          items: collection.items.map((item) =>
            item.id === itemId ? { ...item, content: { ...content, id: itemId } } : item,
          ),
        }));
        break;
      }
      case 'removeItem': {
        const [, collectionId, itemId] = args as [string, string, string];
        change(collectionId, (collection) => ({ ...collection, items: withoutItem(collection.items, itemId) }));
        break;
      }
    }
  }
  return { collections: [...collections.values()], pendingIds };
}
