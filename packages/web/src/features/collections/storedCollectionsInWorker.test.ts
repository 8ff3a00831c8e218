import { CollectionSchema } from '@courier/core';
import { describe, expect, it, vi } from 'vitest';
import { fakeIndexedDbEachTest } from '../../../test/fakeIndexedDb.js';
import { openCollectionDatabase, type CollectionRecord } from './collectionDatabase.js';
import { collectionReadReplies, type CollectionReadReply } from './collectionReadReply.js';
import { readStoredCollections } from './storedCollections.js';
import { readStoredCollectionsInWorker } from './storedCollectionsInWorker.js';

fakeIndexedDbEachTest();

/** A worker that answers with `replies`, each copied as postMessage copies it, one task apart. */
function workerAnswering(replies: readonly CollectionReadReply[]) {
  const worker = Object.assign(new EventTarget(), { terminate: vi.fn() });
  void (async () => {
    for (const reply of replies) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      worker.dispatchEvent(new MessageEvent('message', { data: structuredClone(reply) }));
    }
  })();
  return worker;
}

async function storeRecords(records: CollectionRecord[]): Promise<void> {
  const database = await openCollectionDatabase();
  for (const record of records) await database.put('collections', record);
  database.close();
}

const textOf = (id: string, name: string, requests = 0) =>
  JSON.stringify(
    CollectionSchema.parse({
      id,
      name,
      items: Array.from({ length: requests }, (_, n) => ({ type: 'request', id: `${id}-${n}`, name: `Request ${n}` })),
    }),
  );

describe('reading the stored collections in a worker', () => {
  it('brings every readable collection in sidebar order, in pieces, and says which records it left', async () => {
    await storeRecords([
      // Large enough to need many pieces.
      { id: 'big', position: 2, version: 2, text: new Blob([textOf('big', 'Big', 5_000)]) },
      { id: 'pets', position: 0, version: 1, text: textOf('pets', 'Pets') },
      { id: 'newer', position: 7, version: 3, text: '{}' },
      { id: 'broken', position: 4, version: 1, text: '{"id": "broken", "name": 5}' },
      { id: 'cut', position: 5, version: 1, text: '{"id": "cut"' },
    ]);
    const database = await openCollectionDatabase();
    const replies = await collectionReadReplies(() => readStoredCollections(database));
    database.close();
    expect(replies.length).toBeGreaterThan(1);

    const worker = workerAnswering(replies);
    const stored = await readStoredCollectionsInWorker(() => worker as unknown as Worker);
    expect(stored.collections.map((collection) => collection.name)).toEqual(['Pets', 'Big']);
    expect(stored.collections[1]?.items).toHaveLength(5_000);
    expect(stored.positions).toEqual([0, 2]);
    // A new collection goes after every record, those left unread too.
    expect(stored.nextPosition).toBe(8);
    expect(stored.unread.map(({ id, reason }) => `${id} ${reason}`)).toEqual([
      'broken does not match its schema',
      'cut is not valid JSON',
      'newer was written by a newer version (3)',
    ]);
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('rejects with a storage error when the worker cannot read the database', async () => {
    const replies = await collectionReadReplies(() => Promise.reject(new Error('disk gone')));
    const worker = workerAnswering(replies);
    await expect(readStoredCollectionsInWorker(() => worker as unknown as Worker)).rejects.toMatchObject({
      code: 'STORAGE_UNAVAILABLE',
      message: 'this browser does not let the site store data (disk gone)',
    });
    expect(worker.terminate).toHaveBeenCalled();
  });
});
