// Two small collections for the tree's tests: Shop with nested, empty and top-level items, and Pets
// reusing one of Shop's item ids.
import { CollectionSchema, type Collection } from '@courier/core';
import type { TreeRow } from './treeRows.js';

export const request = (id: string, name: string) => ({
  type: 'request',
  id,
  name,
  url: `https://api.example.com/${id}`,
});
export const folder = (id: string, name: string, items: unknown[]) => ({ type: 'folder', id, name, items });

export const shop: Collection = CollectionSchema.parse({
  id: 'shop',
  name: 'Shop',
  items: [
    folder('orders', 'Orders', [
      request('list', 'List orders'),
      folder('archive', 'Archive', [request('old', 'Old order')]),
      folder('drafts', 'Drafts', []),
    ]),
    request('health', 'Health'),
  ],
});
export const pets: Collection = CollectionSchema.parse({
  id: 'pets',
  name: 'Pets',
  items: [request('list', 'List pets')],
});

/** A collection whose one request has two saved examples, the second unnamed as Postman may leave one. */
export const withExamples: Collection = CollectionSchema.parse({
  id: 'users',
  name: 'Users',
  items: [
    { ...request('get', 'Get user'), examples: [{ name: 'Found', code: 200 }, { code: 404 }] },
    request('add', 'Add user'),
  ],
});

/** Whether an id is open: the ids given are. */
export const open =
  (...ids: string[]) =>
  (id: string) =>
    ids.includes(id);
/** What each row shows: a name, or the kind of a row that is no item. */
export const names = (rows: readonly TreeRow[]) =>
  rows.map((row) =>
    row.kind === 'collection'
      ? row.collection.name
      : row.kind === 'item'
        ? row.item.name
        : row.kind === 'example'
          ? `e.g. ${row.name}`
          : `(${row.kind})`,
  );
