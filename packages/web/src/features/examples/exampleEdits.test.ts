import type { HttpResponse, SavedRequest, StoredCollection, StoredItem } from '@courier/core';
import { describe, expect, it, vi } from 'vitest';
import { openPendingEditStorage } from '../../lib/pendingEdits/pendingEditStorage.js';
import type { workspaceCollectionsApi } from '../collections/workspaceCollectionsApi.js';
import { createWorkspaceCollectionsStore } from '../collections/workspaceCollectionsStore.js';
import { loadedCollectionsStore } from '../../../test/browserCollections.js';
import { fakeIndexedDbEachTest } from '../../../test/fakeIndexedDb.js';
import { addExample, changeExample, removeExample, savedRequestAt } from './exampleEdits.js';

fakeIndexedDbEachTest();

const response = (status: number, statusText: string, body: string): HttpResponse => ({
  status,
  statusText,
  headers: [{ name: 'Content-Type', value: 'application/json' }],
  body,
  bodyEncoding: 'utf8',
  size: body.length,
  duration: 5,
});

async function setup() {
  const collections = await loadedCollectionsStore();
  const collection = collections.getState().createCollection('Users');
  const request = collections.getState().addRequest(collection.id, { name: 'Get user', url: '{{baseUrl}}/users/1' });
  const place = { collectionId: collection.id, requestId: request.id };
  const sent = { method: 'GET', url: request.url, pathVariables: [], headers: [], body: { mode: 'none' as const } };
  const examplesNow = () =>
    savedRequestAt(collections.getState().collections, collection.id, request.id)?.examples?.map(
      (example) => `${String(example['name'])} ${String(example['code'])}`,
    );
  return { collections, place, sent, examplesNow };
}

describe('a request’s saved examples', () => {
  it('are added after the others, and kept in the browser’s database with their request', async () => {
    const { collections, place, sent, examplesNow } = await setup();
    const first = addExample(collections, place, { name: '', request: sent, response: response(200, 'OK', '{}') });
    const second = addExample(collections, place, {
      name: 'Missing',
      request: sent,
      response: response(404, 'Not Found', '{"error":"no user"}'),
    });
    expect([first.at.index, second.at.index]).toEqual([0, 1]);
    expect(examplesNow()).toEqual(['200 OK 200', 'Missing 404']);
    await expect(second.save.kept).resolves.toBe(true);

    // A store that reads the same database finds them.
    const reread = await loadedCollectionsStore();
    expect(savedRequestAt(reread.getState().collections, place.collectionId, place.requestId)?.examples).toHaveLength(
      2,
    );
  });

  it('are renamed, edited and deleted by their place, a blank name refused', async () => {
    const { collections, place, sent, examplesNow } = await setup();
    addExample(collections, place, { name: 'Found', request: sent, response: response(200, 'OK', '{}') });
    addExample(collections, place, { name: 'Gone', request: sent, response: response(410, 'Gone', '') });
    const second = { ...place, index: 1 };
    expect(() => changeExample(collections, second, { name: '  ' })).toThrow('Example name is required');
    changeExample(collections, second, { name: 'Missing', code: 404, status: 'Not Found' });
    expect(examplesNow()).toEqual(['Found 200', 'Missing 404']);
    removeExample(collections, { ...place, index: 0 });
    expect(examplesNow()).toEqual(['Missing 404']);
    expect(() => removeExample(collections, { ...place, index: 3 })).toThrow('Example not found');
  });

  it('in a shared workspace, are saved with their request on the version it was read at', async () => {
    const content = {
      type: 'request',
      id: 'r1',
      name: 'Get user',
      method: 'GET',
      url: '/users/1',
      headers: [],
      body: { mode: 'none' },
      auth: { type: 'inherit' },
    } as unknown as SavedRequest;
    const stored: StoredItem = {
      id: 'r1',
      collectionId: 'c1',
      parentId: null,
      kind: 'request',
      position: 'a0',
      version: 4,
      content,
      updatedAt: '2026-01-01T00:00:00Z',
      updatedBy: 'ada',
    };
    const collection = {
      id: 'c1',
      workspaceId: 'w1',
      version: 1,
      fields: { name: 'Shared', variables: [], auth: { type: 'inherit' } },
      items: [stored],
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      updatedBy: 'ada',
    } as unknown as StoredCollection;
    const updateItem = vi.fn(async (...args: unknown[]) => ({
      message: '',
      data: { item: { ...stored, version: 5, content: args[4] } },
    }));
    // The store reads a workspace as its collections' fields, then their items in pages.
    const api = {
      listWithoutItems: vi.fn(async () => ({ collections: [{ ...collection, items: [] }] })),
      itemsPage: vi.fn(async () => ({ items: [stored], next: null })),
      updateItem,
    };
    const store = createWorkspaceCollectionsStore('w1', false, {
      pending: openPendingEditStorage(),
      userId: 'ann',
      api: api as unknown as typeof workspaceCollectionsApi,
      toast: vi.fn(),
    });
    await store.getState().load();
    const { save } = addExample(
      store,
      { collectionId: 'c1', requestId: 'r1' },
      { name: 'Found', request: { ...content, pathVariables: [] }, response: response(200, 'OK', '{}') },
    );
    await expect(save.kept).resolves.toBe(true);
    expect(updateItem).toHaveBeenCalledWith(
      'w1',
      'c1',
      'r1',
      4,
      expect.objectContaining({ examples: [expect.objectContaining({ name: 'Found', code: 200 })] }),
    );
  });
});
