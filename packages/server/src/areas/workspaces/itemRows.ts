// A collection's requests and folders as rows: a tree is stored flat, each row under its parent and
// ordered among its siblings by a fractional key, so a move rewrites one row and two people's moves never
// renumber each other's.
import { randomUUID } from 'node:crypto';
import type { CollectionItem, ItemContent, StoredItem } from '@courier/core';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Insertable } from 'kysely';
import type { WsItemsTable } from '../../db/schema.js';
import type { ChangeStamp } from './changeStamp.js';
import type { ItemRow } from './contentRepo.js';

/** Siblings in their stored order; the id breaks a tie between two keys made at once. */
export const byPosition = <T extends { id: string; position: string }>(a: T, b: T) =>
  a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1;

export function itemView(row: ItemRow): StoredItem {
  return {
    id: row.id,
    collectionId: row.collection_id,
    parentId: row.parent_id,
    kind: row.kind,
    position: row.position,
    version: Number(row.version),
    content: JSON.parse(row.content) as ItemContent,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** Rows for a tree of requests and folders, with fresh ids and keys in the order given. */
export function itemRows(
  items: CollectionItem[],
  collectionId: string,
  parentId: string | null,
  stamp: ChangeStamp,
  firstKey: string | null = null,
): Insertable<WsItemsTable>[] {
  const keys = firstKey === null ? generateNKeysBetween(null, null, items.length) : [firstKey];
  return items.flatMap((item, index) => {
    const id = randomUUID();
    const position = keys[index]!;
    const base = {
      id,
      collection_id: collectionId,
      parent_id: parentId,
      position,
      version: 1,
      updated_at: stamp.at,
      updated_by: stamp.by,
    };
    if (item.type !== 'folder') return [{ ...base, kind: item.type, content: JSON.stringify({ ...item, id }) }];
    const { items: children, ...folder } = item;
    return [
      { ...base, kind: 'folder' as const, content: JSON.stringify({ ...folder, id }) },
      ...itemRows(children, collectionId, id, stamp),
    ];
  });
}
