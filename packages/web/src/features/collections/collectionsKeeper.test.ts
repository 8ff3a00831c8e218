import { CollectionSchema, type Collection } from '@courier/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedCollectionsStore } from '../../../test/browserCollections.js';
import { fakeIndexedDbEachTest } from '../../../test/fakeIndexedDb.js';
import { memoryStorage } from '../shared/memoryStorage.js';
import { openCollectionDatabase } from './collectionDatabase.js';
import type { KeepOutcome } from './collectionsKeeper.js';

fakeIndexedDbEachTest();
afterEach(() => {
  vi.restoreAllMocks();
});

const LEGACY_KEY = 'courier.collections';
const collection = (id: string, name: string): Collection => CollectionSchema.parse({ id, name });
const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** Makes the database's puts fail from the `failFrom`-th one on (1-based), as a full disk would. */
function failPuts(failFrom = 1) {
  let count = 0;
  const put = IDBObjectStore.prototype.put;
  return vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
    count += 1;
    if (count >= failFrom) throw quotaExceeded();
    return put.apply(this, args);
  });
}

const namesIn = async () => (await loadedCollectionsStore()).getState().collections.map((stored) => stored.name);

describe("moving the collections of earlier releases' local storage into IndexedDB", () => {
  it('reads the current local-storage format, stores each collection, then removes the old value', async () => {
    const { storage, backend } = memoryStorage();
    const state = [collection('c1', 'Pets'), { ...collection('c2', 'Shop'), items: [] }];
    backend.setItem(LEGACY_KEY, JSON.stringify({ version: 1, state }));

    const store = await loadedCollectionsStore({ legacy: storage });
    expect(store.getState().collections.map((stored) => stored.name)).toEqual(['Pets', 'Shop']);
    expect(backend.getItem(LEGACY_KEY)).toBeNull();
    // A later start reads them from the database alone, in the same order.
    expect(await namesIn()).toEqual(['Pets', 'Shop']);
  });

  it('keeps the old value, and shows its collections, when the database cannot store them', async () => {
    const { storage, backend } = memoryStorage();
    backend.setItem(LEGACY_KEY, JSON.stringify({ version: 1, state: [collection('c1', 'Pets')] }));
    failPuts();
    const reports: KeepOutcome[] = [];

    const store = await loadedCollectionsStore({ legacy: storage, report: (outcome) => reports.push(outcome) });
    expect(store.getState().collections.map((stored) => stored.name)).toEqual(['Pets']);
    expect(backend.getItem(LEGACY_KEY)).toContain('Pets');
    expect(reports[0]?.notKept.map((stored) => stored.name)).toEqual(['Pets']);
    expect(reports[0]?.error?.code).toBe('STORAGE_FULL');

    // Once the browser has room, the next start moves them.
    vi.restoreAllMocks();
    await loadedCollectionsStore({ legacy: storage });
    expect(backend.getItem(LEGACY_KEY)).toBeNull();
    expect(await namesIn()).toEqual(['Pets']);
  });

  it('drops a damaged collection of the old value and keeps the others', async () => {
    const { storage, backend } = memoryStorage();
    const state = [{ id: '', name: 5 }, collection('c1', 'Still here')];
    backend.setItem(LEGACY_KEY, JSON.stringify({ version: 1, state }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = await loadedCollectionsStore({ legacy: storage });
    expect(store.getState().collections.map((stored) => stored.name)).toEqual(['Still here']);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('Dropped stored collection #0'),
      expect.anything(),
    );
  });

  it('leaves an old value it cannot read where it is, and starts empty', async () => {
    const { storage, backend } = memoryStorage();
    backend.setItem(LEGACY_KEY, JSON.stringify({ version: 1, state: { not: 'a list' } }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await loadedCollectionsStore({ legacy: storage })).getState().collections).toEqual([]);
    expect(backend.getItem(LEGACY_KEY)).toContain('not');
  });
});

describe('writing the browser collections', () => {
  it('writes only the collections that changed', async () => {
    const store = await loadedCollectionsStore();
    store.getState().createCollection('Pets');
    const shop = store.getState().createCollection('Shop');
    await store.written();
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    store.getState().rename(shop.id, shop.id, 'Shop v2');
    await store.written();
    expect(put.mock.calls.map(([record]) => (record as { id: string }).id)).toEqual([shop.id]);
    // Text written here is a string, in the format every release reads.
    expect(put.mock.calls[0]?.[0]).toMatchObject({ version: 1, text: expect.any(String) });
    expect(await namesIn()).toEqual(['Pets', 'Shop v2']);
  });

  it('removes a deleted collection from the database', async () => {
    const store = await loadedCollectionsStore();
    const pets = store.getState().createCollection('Pets');
    store.getState().createCollection('Shop');
    await store.written();
    store.getState().remove(pets.id, pets.id);
    await store.written();
    expect(await namesIn()).toEqual(['Shop']);
  });

  it('stores an import whole or not at all, and adds nothing it could not store', async () => {
    const store = await loadedCollectionsStore();
    failPuts(2);
    const added = store.getState().addCollections([collection('a', 'First'), collection('b', 'Second')]);
    await expect(added).rejects.toMatchObject({ code: 'STORAGE_FULL' });
    expect(store.getState().collections).toEqual([]);
    vi.restoreAllMocks();
    expect(await namesIn()).toEqual([]);
  });

  it("stores an import's collection as the text made for it, and reads it back after a restart", async () => {
    const store = await loadedCollectionsStore();
    const pets = { ...collection('c1', 'Pets'), imported: true };
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    await store.getState().addCollections([pets], new Map([[pets, new Blob([JSON.stringify(pets)])]]));
    expect(put.mock.calls[0]?.[0]).toMatchObject({ id: 'c1', version: 2, text: expect.any(Blob) });
    expect(store.getState().collections).toEqual([pets]);
    // Already stored: the write after the store shows it writes nothing again.
    await store.written();
    expect(put).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
    expect((await loadedCollectionsStore()).getState().collections).toEqual([pets]);
  });

  it('writes out a collection whose id was taken rather than store a text made with that id', async () => {
    const store = await loadedCollectionsStore();
    await store.getState().addCollections([collection('c1', 'Pets')]);
    const again = collection('c1', 'Pets again');
    await store.getState().addCollections([again], new Map([[again, new Blob([JSON.stringify(again)])]]));
    const reloaded = (await loadedCollectionsStore()).getState().collections;
    expect(reloaded.map((stored) => stored.name)).toEqual(['Pets', 'Pets again']);
    expect(new Set(reloaded.map((stored) => stored.id)).size).toBe(2);
  });

  it('says which collections a failed save left unstored, and stores them on the next try', async () => {
    const reports: KeepOutcome[] = [];
    const store = await loadedCollectionsStore({ report: (outcome) => reports.push(outcome) });
    const pets = store.getState().createCollection('Pets');
    await store.written();
    failPuts();
    const request = store.getState().addRequest(pets.id, { name: 'List', url: '/pets' });
    const save = store.getState().saveRequest(pets.id, { ...request, url: '/v2/pets' });
    expect(await save.kept).toBe(false);
    expect(reports.at(-1)?.notKept.map((stored) => stored.name)).toEqual(['Pets']);
    expect(reports.at(-1)?.error?.message).toBe("the browser's storage for this site is full");

    vi.restoreAllMocks();
    expect((await store.written()).notKept).toEqual([]);
    const [restored] = (await loadedCollectionsStore()).getState().collections;
    expect(restored?.items).toEqual([expect.objectContaining({ name: 'List', url: '/v2/pets' })]);
  });

  it('leaves a stored collection it cannot read in the database, and loads the others', async () => {
    const store = await loadedCollectionsStore();
    store.getState().createCollection('Pets');
    await store.written();
    const database = await openCollectionDatabase();
    await database.put('collections', { id: 'broken', position: 5, version: 1, text: '{"id": "broken", "name": 5}' });
    database.close();
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    const reloaded = await loadedCollectionsStore();
    expect(reloaded.getState().collections.map((stored) => stored.name)).toEqual(['Pets']);
    expect(console.warn).toHaveBeenCalledWith(
      'Stored collection broken does not match its schema; left as it is',
      expect.anything(),
    );
    reloaded.getState().createCollection('Shop');
    await reloaded.written();
    const again = await openCollectionDatabase();
    expect(await again.get('collections', 'broken')).toMatchObject({ text: '{"id": "broken", "name": 5}' });
    again.close();
  });
});
