import type { SavedRequest, StoredCollection, StoredItem } from '@courier/core';
import { describe, expect, it } from 'vitest';
import type { PendingEdit } from '../../lib/pendingEdits/pendingEdit.js';
import { withPendingEdits } from './pendingCollections.js';

const request = (id: string, name: string): SavedRequest =>
  ({ type: 'request', id, name, method: 'GET', url: '/x', headers: [] }) as unknown as SavedRequest;
const row = (id: string, name: string, position: string, parentId: string | null = null): StoredItem => ({
  id,
  collectionId: 'c1',
  parentId,
  kind: 'request',
  position,
  version: 3,
  content: request(id, name),
  updatedAt: '',
  updatedBy: 'ann',
});
const orders: StoredCollection = {
  id: 'c1',
  workspaceId: 'w1',
  version: 2,
  fields: { name: 'Orders', variables: [], auth: { type: 'inherit' } } as unknown as StoredCollection['fields'],
  items: [row('r1', 'List orders', 'a0'), row('r2', 'Get order', 'a1')],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '',
  updatedBy: 'ann',
};
let seq = Date.parse('2026-02-01T00:00:00.000Z');
const edit = (call: string, args: unknown[]): PendingEdit => ({
  key: `key-${seq}`,
  queue: 'ann:w1:collections',
  seq: ++seq,
  label: call,
  call,
  args,
});

describe('the collections shown while edits wait', () => {
  it('shows each waiting edit on top of the server version, in order, and marks what it touches', () => {
    const { collections, pendingIds } = withPendingEdits(
      [orders],
      [
        edit('create', ['w1', { id: 'c-new', name: 'Field notes' }]),
        edit('createItem', ['w1', 'c-new', request('r-new', 'First note'), null]),
        edit('updateItem', ['w1', 'c1', 'r1', 3, request('r1', 'All orders')]),
        edit('update', ['w1', 'c1', 2, { name: 'Orders v2' }]),
        edit('removeItem', ['w1', 'c1', 'r2']),
      ],
    );
    expect(collections.map((collection) => collection.fields.name)).toEqual(['Orders v2', 'Field notes']);
    expect(collections[0]!.items.map((item) => item.content.name)).toEqual(['All orders']);
    expect(collections[1]!.items.map((item) => item.content.name)).toEqual(['First note']);
    expect(pendingIds).toEqual(new Set(['c-new', 'r-new', 'r1', 'c1']));
    // The server's own copy is left as it was: a refused edit leaves nothing behind.
    expect(orders.items.map((item) => item.content.name)).toEqual(['List orders', 'Get order']);
  });

  it('places a new request after the one it was added after, and a moved one at the end of its folder', () => {
    const { collections } = withPendingEdits(
      [orders],
      [
        edit('createItem', ['w1', 'c1', request('r3', 'Copy of List orders'), null, 'r1']),
        edit('moveItem', ['w1', 'c1', 'r1', null]),
      ],
    );
    const names = [...collections[0]!.items]
      .sort((a, b) => (a.position < b.position ? -1 : 1))
      .map((item) => item.content.name);
    expect(names).toEqual(['Copy of List orders', 'Get order', 'List orders']);
  });

  it('shows a collection deleted while waiting as gone, and a create of one the server has as one', () => {
    const { collections } = withPendingEdits(
      [orders],
      [edit('create', ['w1', { id: 'c1', name: 'Orders' }]), edit('remove', ['w1', 'c1'])],
    );
    expect(collections).toEqual([]);
  });

  it('shows what this browser made once when the server copy arrives before the create is answered', () => {
    const made = {
      ...orders,
      id: 'server-c',
      items: [{ ...row('server-r', 'First note', 'a0'), collectionId: 'server-c' }],
    };
    const serverIds = new Map([
      ['c-new', 'server-c'],
      ['r-new', 'server-r'],
    ]);
    const { collections, pendingIds } = withPendingEdits(
      [made],
      [
        edit('create', ['w1', { id: 'c-new', name: 'Orders' }]),
        edit('createItem', ['w1', 'c-new', request('r-new', 'First note'), null]),
        edit('createItem', ['w1', 'c-new', request('r-later', 'Second note'), null]),
      ],
      (id) => serverIds.get(id) ?? id,
    );
    expect(collections).toHaveLength(1);
    expect(collections[0]!.items.map((item) => item.content.name)).toEqual(['First note', 'Second note']);
    expect(pendingIds).toEqual(new Set(['r-later']));
  });
});
