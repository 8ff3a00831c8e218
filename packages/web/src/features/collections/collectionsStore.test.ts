import { FolderSchema, SavedRequestSchema, ValidationError, type Folder } from '@courier/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedCollectionsStore } from '../../../test/browserCollections.js';
import { fakeIndexedDbEachTest } from '../../../test/fakeIndexedDb.js';
import { newWebSocketRequest } from './collectionsStore.js';

fakeIndexedDbEachTest();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('collections store', () => {
  it('starts empty and creates collections with trimmed names, refusing blank ones', async () => {
    const store = await loadedCollectionsStore();
    expect(store.getState().collections).toEqual([]);
    const created = store.getState().createCollection('  Pets API ');
    expect(created).toMatchObject({ name: 'Pets API', items: [], imported: false });
    expect(created.id).toMatch(/^\d{13}[a-z0-9]+$/);
    expect(() => store.getState().createCollection(' ')).toThrow('Collection name is required');
  });

  it('adds folders at the top level and inside a folder, refusing a blank name', async () => {
    const store = await loadedCollectionsStore();
    const { id } = store.getState().createCollection('Shop');
    const orders = store.getState().addFolder(id, null, ' Orders ');
    const archive = store.getState().addFolder(id, orders.id, 'Archive');
    expect(() => store.getState().addFolder(id, null, '  ')).toThrow('Folder name is required');
    const [shop] = store.getState().collections;
    expect(shop?.items).toMatchObject([
      { type: 'folder', name: 'Orders', items: [{ id: archive.id, name: 'Archive' }] },
    ]);
    await store.written();
    const reloaded = await loadedCollectionsStore();
    expect((reloaded.getState().collections[0]?.items[0] as Folder).items[0]).toMatchObject({ name: 'Archive' });
  });

  it("keeps a collection's and a folder's settings, which survive a reload", async () => {
    const store = await loadedCollectionsStore();
    const { id } = store.getState().createCollection('Shop');
    store.setState({
      collections: store.getState().collections.map((collection) => ({
        ...collection,
        items: [FolderSchema.parse({ type: 'folder', id: 'f1', name: 'Orders' })],
      })),
    });
    const settings = {
      description: 'The shop',
      variables: [{ key: 'region', value: 'eu', enabled: true }],
      auth: { type: 'bearer' as const, token: '{{token}}' },
      preRequestScript: 'pm.variables.set("a", 1);',
      postRequestScript: '',
    };
    await expect(store.getState().updateSettings(id, id, settings)).resolves.toBe(true);
    await expect(
      store.getState().updateSettings(id, 'f1', { ...settings, description: '', auth: { type: 'inherit' } }),
    ).resolves.toBe(true);
    const reloaded = await loadedCollectionsStore();
    const [shop] = reloaded.getState().collections;
    expect(shop).toMatchObject({ description: 'The shop', auth: { type: 'bearer', token: '{{token}}' } });
    expect(shop?.variables).toEqual([{ key: 'region', value: 'eu', enabled: true }]);
    expect(shop?.items[0]).toMatchObject({
      type: 'folder',
      name: 'Orders',
      auth: { type: 'inherit' },
      description: '',
    });
    expect((shop?.items[0] as Folder).variables).toEqual([{ key: 'region', value: 'eu', enabled: true }]);
  });

  it('adds a GET request with a name and URL, both required', async () => {
    const store = await loadedCollectionsStore();
    const { id } = store.getState().createCollection('Pets');
    const request = store.getState().addRequest(id, { name: ' List pets ', url: ' {{baseUrl}}/pets ' });
    expect(request).toMatchObject({ name: 'List pets', url: '{{baseUrl}}/pets', method: 'GET' });
    expect(() => store.getState().addRequest(id, { name: 'x', url: '  ' })).toThrow(ValidationError);
    expect(() => store.getState().addRequest(id, { name: '', url: 'http://x' })).toThrow(ValidationError);
    expect(store.getState().collections[0]?.items).toHaveLength(1);
  });

  it('keeps a WebSocket request in the folder chosen, survives a reload, duplicates and moves it', async () => {
    const store = await loadedCollectionsStore();
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
    expect(await store.getState().saveWebSocketRequest(id, { ...request, messages: [message] }).kept).toBe(true);

    const reloaded = await loadedCollectionsStore();
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

  it('moves a folder with all it holds, survives a reload, and never into itself', async () => {
    const store = await loadedCollectionsStore();
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
    await store.written();

    const [admin] = (await loadedCollectionsStore()).getState().collections[0]?.items ?? [];
    expect(admin).toMatchObject({ name: 'Admin', items: [{ name: 'Orders', items: [{ name: 'Archive' }] }] });
    expect(JSON.stringify(admin)).toContain('Get order');
    store.getState().move(id, 'old', null);
    expect(store.getState().collections[0]?.items.map((item) => item.name)).toEqual(['Admin', 'Archive']);
  });

  it('saves a request, then saves it again in place', async () => {
    const store = await loadedCollectionsStore();
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

  it('renames and deletes collections and items inside them', async () => {
    const store = await loadedCollectionsStore();
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

  it('keeps collections with folders across a reload', async () => {
    const first = await loadedCollectionsStore();
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
    await first
      .getState()
      .addCollections([
        { ...first.getState().createCollection('Imported'), items: [folder], imported: true, id: 'c1' },
      ]);
    const second = await loadedCollectionsStore();
    const restored = second.getState().collections.find((collection) => collection.id === 'c1');
    expect(restored?.items[0]).toMatchObject({
      type: 'folder',
      name: 'Users',
      postRequestScript: 'pm.test("ok", () => {});',
    });
  });

  it('gives an added collection a fresh id when its id is taken', async () => {
    const store = await loadedCollectionsStore();
    const existing = store.getState().createCollection('Pets');
    await store.getState().addCollections([{ ...existing, name: 'Pets again' }]);
    const ids = store.getState().collections.map((collection) => collection.id);
    expect(new Set(ids).size).toBe(2);
  });
});
