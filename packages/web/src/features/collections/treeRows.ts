// The sidebar's tree as the flat list of rows it shows: the open part of every collection, depth
// first, so the sidebar can draw only the rows in view (a list of 20,000 requests scrolls like one of
// 20) and keyboard navigation can walk it by index. Each row carries its place in the tree (level,
// position among its siblings, parent) as the WAI-ARIA tree pattern announces it.
import {
  countRequests,
  countWebSocketRequests,
  exampleName,
  type Collection,
  type CollectionItem,
  type SavedRequest,
} from '@courier/core';

interface Placed {
  /** Unique across collections: item ids are only unique within their collection. */
  readonly key: string;
  readonly collection: Collection;
  /** 1 for a collection, 2 for what it holds at the top, and so on (aria-level). */
  readonly level: number;
  /** 1-based place among its siblings, and how many siblings there are (aria-posinset, aria-setsize). */
  readonly position: number;
  readonly siblings: number;
  /** The row of the collection or folder holding it; null for a collection. */
  readonly parentKey: string | null;
}

interface CollectionRow extends Placed {
  readonly kind: 'collection';
  readonly expanded: boolean;
  /** HTTP and WebSocket requests at any depth. */
  readonly requestCount: number;
}

interface ItemRow extends Placed {
  readonly kind: 'item';
  readonly item: CollectionItem;
  /** Whether a folder, or a request with saved examples, is open; undefined for what cannot be. */
  readonly expanded: boolean | undefined;
}

/** A saved example, under its request. */
interface ExampleRow extends Placed {
  readonly kind: 'example';
  readonly request: SavedRequest;
  /** Its place in the request's examples. */
  readonly index: number;
  readonly name: string;
  readonly expanded: undefined;
}

/** Rows that are no tree item: an open collection's Add Request action, an open folder's "Empty folder". */
export interface NoteRow {
  readonly kind: 'addRequest' | 'emptyFolder';
  readonly key: string;
  readonly collection: Collection;
  readonly level: number;
}

export type TreeRow = CollectionRow | ItemRow | ExampleRow | NoteRow;
export type TreeItemRow = CollectionRow | ItemRow | ExampleRow;

export interface FlattenOptions {
  /** Whether the collection or folder with this id is open. */
  isExpanded(id: string): boolean;
  /** Whether an open collection starts with an Add Request row (not for a viewer). */
  withAddRequest: boolean;
}

// A collection's count is walked once per version of it, not again on every open or close.
const requestCounts = new WeakMap<Collection, number>();
function requestCount(collection: Collection): number {
  let count = requestCounts.get(collection);
  if (count === undefined) {
    count = countRequests(collection) + countWebSocketRequests(collection);
    requestCounts.set(collection, count);
  }
  return count;
}

export const isTreeItem = (row: TreeRow): row is TreeItemRow =>
  row.kind === 'collection' || row.kind === 'item' || row.kind === 'example';

/**
 * Whether Enter and a click open the row rather than open or close it: a request opens even when it
 * has examples to show (its arrow and the arrow keys show them), as in Postman.
 */
export const opensOnActivate = (row: TreeItemRow): boolean =>
  row.kind === 'example' || (row.kind === 'item' && row.item.type !== 'folder');

const hasExamples = (item: CollectionItem): item is SavedRequest =>
  item.type === 'request' && (item.examples?.length ?? 0) > 0;

/** The rows of the open tree, in the order the sidebar shows them. */
export function flattenTree(collections: readonly Collection[], options: FlattenOptions): TreeRow[] {
  const rows: TreeRow[] = [];
  // Pushing onto one array rather than concatenating per folder: 20,000 rows build in a few ms.
  const addItems = (collection: Collection, items: readonly CollectionItem[], level: number, parentKey: string) => {
    items.forEach((item, index) => {
      const key = `${collection.id}/${item.id}`;
      const expanded = item.type === 'folder' || hasExamples(item) ? options.isExpanded(item.id) : undefined;
      rows.push({
        kind: 'item',
        key,
        collection,
        item,
        level,
        position: index + 1,
        siblings: items.length,
        parentKey,
        expanded,
      });
      if (!expanded) return;
      if (item.type === 'request') {
        const examples = item.examples ?? [];
        examples.forEach((example, at) =>
          rows.push({
            kind: 'example',
            key: `${key}#example-${at}`,
            collection,
            request: item,
            index: at,
            name: exampleName(example, at),
            level: level + 1,
            position: at + 1,
            siblings: examples.length,
            parentKey: key,
            expanded: undefined,
          }),
        );
        return;
      }
      if (item.type !== 'folder') return;
      if (item.items.length === 0)
        rows.push({ kind: 'emptyFolder', key: `${key}#empty`, collection, level: level + 1 });
      else addItems(collection, item.items, level + 1, key);
    });
  };
  collections.forEach((collection, index) => {
    const expanded = options.isExpanded(collection.id);
    rows.push({
      kind: 'collection',
      key: collection.id,
      collection,
      level: 1,
      position: index + 1,
      siblings: collections.length,
      parentKey: null,
      expanded,
      requestCount: requestCount(collection),
    });
    if (!expanded) return;
    if (options.withAddRequest) rows.push({ kind: 'addRequest', key: `${collection.id}#add`, collection, level: 2 });
    addItems(collection, collection.items, 2, collection.id);
  });
  return rows;
}

/** The ids of a collection and of every folder in it: what Expand All opens. */
export function expandableIds(collection: Collection): string[] {
  const ids = [collection.id];
  const walk = (items: readonly CollectionItem[]) => {
    for (const item of items) {
      if (item.type !== 'folder') continue;
      ids.push(item.id);
      walk(item.items);
    }
  };
  walk(collection.items);
  return ids;
}
