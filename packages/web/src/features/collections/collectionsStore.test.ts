import { FolderSchema, SavedRequestSchema, ValidationError, type Folder } from '@courier/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../shared/memoryStorage.js';
import { createCollectionsStore, newWebSocketRequest } from './collectionsStore.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('collections store', () => {
  it('starts empty and creates collections with trimmed names, refusing blank ones', () => {
    const store = createCollectionsStore(memoryStorage().storage);
    expect(store.getState().collections).toEqual([]);
    const created = store.getState().createCollection('  Pets API ');
    expect(created).toMatchObject({ name: 'Pets API', items: [], imported: false });
    expect(created.id).toMatch(/^\d{13}[a-z0-9]+$/);
    expect(() => store.getState().createCollection(' ')).toThrow('Collection name is required');
  });

  it('adds a GET request with a name and URL, both required', () => {
    const store = createCollectionsStore(memoryStorage().storage);
    const { id } = store.getState().createCollection('Pets');
    const request = store.getState().addRequest(id, { name: ' List pets ', url: ' {{baseUrl}}/pets ' });
    expect(request).toMatchObject({ name: 'List pets', url: '{{baseUrl}}/pets', method: 'GET' });
    expect(() => store.getState().addRequest(id, { name: 'x', url: '  ' })).toThrow(ValidationError);
    expect(() => store.getState().addRequest(id, { name: '', url: 'http://x' })).toThrow(ValidationError);
    expect(store.getState().collections[0]?.items).toHaveLength(1);
  });

  it('keeps a WebSocket request in the folder chosen, survives a reload, duplicates and moves it', () => {
    const { storage } = memoryStorage();
    const store = createCollectionsStore(storage);
    const { id } = store.getState().createCollection('Chat');
    store.setState({
      collections: store
        .getState()
        .collections.map((collection) =>
          collection.id === id
            ? { ...collection, items: [{ ...FolderSchema.parse({ type: 'folder', id: 'f1', name: 'Live' }) }] }
            : collection,
        ),
    });
    const request = newWebSocketRequest({ name: ' Feed ', url: ' wss://x.test/feed ' });
    expect(request).toMatchObject({ type: 'websocket', name: 'Feed', url: 'wss://x.test/feed', messages: [] });
    expect(() => newWebSocketRequest({ name: 'Feed', url: ' ' })).toThrow('URL is required');
    store.getState().saveWebSocketRequest(id, request, 'f1');
    const message = { id: 'm1', name: 'Hello', type: 'text' as const, body: 'hi' };
    store.getState().saveWebSocketRequest(id, { ...request, messages: [message] });
    vi.runAllTimers();

    const reloaded = createCollectionsStore(storage);
    const folder = reloaded.getState().collections[0]?.items[0] as Folder;
    expect(folder.items).toEqual([{ ...request, messages: [message] }]);

    reloaded.getState().duplicate(id, request.id);
    const [original, copy] = (reloaded.getState().collections[0]?.items[0] as Folder).items;
    expect(copy).toMatchObject({ type: 'websocket', name: 'Feed Copy', messages: [message] });
    expect(copy?.id).not.toBe(original?.id);
    reloaded.getState().move(id, request.id, null);
    const items = reloaded.getState().collections[0]?.items ?? [];
    expect(items.map((item) => item.name)).toEqual(['Live', 'Feed']);
    // A folder is copied with what it holds, every copy under an id of its own.
    reloaded.getState().duplicate(id, 'f1');
    const [live, liveCopy] = reloaded.getState().collections[0]?.items as Folder[];
    expect([live?.name, liveCopy?.name]).toEqual(['Live', 'Live Copy']);
    expect(liveCopy?.items.map((item) => item.name)).toEqual(['Feed Copy']);
    expect(liveCopy?.id).not.toBe('f1');
    expect(liveCopy?.items[0]?.id).not.toBe(live?.items[0]?.id);
    expect(() => reloaded.getState().duplicate(id, 'missing')).toThrow('Item not found');
  });

  it('moves a folder with all it holds, survives a reload, and never into itself', () => {
    const { storage } = memoryStorage();
    const store = createCollectionsStore(storage);
    const { id } = store.getState().createCollection('Shop');
    const folder = (folderId: string, name: string, items: unknown[] = []) =>
      FolderSchema.parse({ type: 'folder', id: folderId, name, items });
    const order = { type: 'request', id: 'r1', name: 'Get order', url: 'http://shop.test/orders/1' };
    store.setState({
      collections: store.getState().collections.map((collection) =>
        collection.id === id
          ? {
              ...collection,
              items: [folder('orders', 'Orders', [folder('old', 'Archive', [order])]), folder('admin', 'Admin')],
            }
          : collection,
      ),
    });
    expect(() => store.getState().move(id, 'orders', 'old')).toThrow('A folder cannot be moved into itself');
    expect(() => store.getState().move(id, 'orders', 'orders')).toThrow('A folder cannot be moved into itself');
    store.getState().move(id, 'orders', 'admin');
    vi.runAllTimers();

    const [admin] = createCollectionsStore(storage).getState().collections[0]?.items ?? [];
    expect(admin).toMatchObject({ name: 'Admin', items: [{ name: 'Orders', items: [{ name: 'Archive' }] }] });
    expect(JSON.stringify(admin)).toContain('Get order');
    store.getState().move(id, 'old', null);
    expect(store.getState().collections[0]?.items.map((item) => item.name)).toEqual(['Admin', 'Archive']);
  });

  it('saves a request, then saves it again in place', () => {
    const store = createCollectionsStore(memoryStorage().storage);
    const { id } = store.getState().createCollection('Pets');
    const draft = SavedRequestSchema.parse({
      type: 'request',
      id: 'r1',
      name: 'Create pet',
      method: 'POST',
      url: '/pets',
    });
    store.getState().saveRequest(id, draft);
    store.getState().saveRequest(id, { ...draft, url: '/v2/pets' });
    expect(store.getState().collections[0]?.items).toEqual([expect.objectContaining({ id: 'r1', url: '/v2/pets' })]);
    expect(() => store.getState().saveRequest('missing', draft)).toThrow('Collection not found');
    expect(() => store.getState().saveRequest(id, { ...draft, name: '  ' })).toThrow('Request name is required');
  });

  it('renames and deletes collections and items inside them', () => {
    const store = createCollectionsStore(memoryStorage().storage);
    const { id } = store.getState().createCollection('Pets');
    const request = store.getState().addRequest(id, { name: 'List', url: '/pets' });
    store.getState().rename(id, request.id, 'List all pets');
    store.getState().rename(id, id, 'Pet store');
    expect(store.getState().collections[0]).toMatchObject({ name: 'Pet store', items: [{ name: 'List all pets' }] });
    expect(() => store.getState().rename(id, id, '   ')).toThrow(ValidationError);
    store.getState().remove(id, request.id);
    expect(store.getState().collections[0]?.items).toEqual([]);
    store.getState().remove(id, id);
    expect(store.getState().collections).toEqual([]);
  });

  it('keeps collections with folders across a reload', () => {
    const { storage } = memoryStorage();
    const first = createCollectionsStore(storage);
    const folder: Folder = {
      type: 'folder',
      id: 'f1',
      name: 'Users',
      items: [SavedRequestSchema.parse({ type: 'request', id: 'r1', name: 'List users', url: '/users' })],
      auth: { type: 'inherit' },
      preRequestScript: '',
      postRequestScript: 'pm.test("ok", () => {});',
      variables: [],
    };
    first
      .getState()
      .addCollections([
        { ...first.getState().createCollection('Imported'), items: [folder], imported: true, id: 'c1' },
      ]);
    vi.runAllTimers();
    const second = createCollectionsStore(storage);
    const restored = second.getState().collections.find((collection) => collection.id === 'c1');
    expect(restored?.items[0]).toMatchObject({
      type: 'folder',
      name: 'Users',
      postRequestScript: 'pm.test("ok", () => {});',
    });
  });

  it('gives an added collection a fresh id when its id is taken', () => {
    const store = createCollectionsStore(memoryStorage().storage);
    const existing = store.getState().createCollection('Pets');
    store.getState().addCollections([{ ...existing, name: 'Pets again' }]);
    const ids = store.getState().collections.map((collection) => collection.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('keeps the stored collections that are valid and drops a damaged one', () => {
    const { storage, backend } = memoryStorage();
    const state = [
      { id: '', name: 5 },
      { id: 'c1', name: 'Still here' },
    ];
    backend.setItem('courier.collections', JSON.stringify({ version: 1, state }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      createCollectionsStore(storage)
        .getState()
        .collections.map((collection) => collection.name),
    ).toEqual(['Still here']);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('Dropped stored collection #0'),
      expect.anything(),
    );
  });

  it('starts empty when storage holds something that is not a list', () => {
    const { storage, backend } = memoryStorage();
    backend.setItem('courier.collections', JSON.stringify({ version: 1, state: { not: 'a list' } }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createCollectionsStore(storage).getState().collections).toEqual([]);
  });
});
