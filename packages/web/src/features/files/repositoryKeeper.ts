// The sidebar's collections kept in the opened repository's files rather than in the browser: each
// collection changed in the store is sent to the server, which edits its files in place. What the
// server last read is "written" already, so showing a change from disk never sends it back.
import type { Collection } from '@courier/core';
import { CollectionStorageError } from '../collections/collectionStorageError.js';
import type { CollectionsKeeper, KeepOutcome } from '../collections/collectionsKeeper.js';
import type { RepositoryApi } from './repositoryApi.js';

export interface RepositoryKeeper extends CollectionsKeeper {
  /** The collections as the files hold them now (read after a change on disk). */
  noteRead(collections: readonly Collection[]): void;
}

export interface RepositoryKeeperPorts {
  api: Pick<RepositoryApi, 'save'>;
  /** The collections read when the repository was opened. */
  initial: readonly Collection[];
  /** Told when a save failed: the user reads why. */
  failed(collection: Collection, thrown: unknown): void;
}

export function createRepositoryKeeper({ api, initial, failed }: RepositoryKeeperPorts): RepositoryKeeper {
  const written = new Map<string, Collection>();
  const noteRead = (collections: readonly Collection[]) => {
    written.clear();
    for (const collection of collections) written.set(collection.id, collection);
  };
  noteRead(initial);
  // One save at a time, in order: a second edit of one request never overtakes the first on disk.
  let queue: Promise<KeepOutcome> = Promise.resolve({ notKept: [], error: undefined });

  const saveAll = async (collections: readonly Collection[]): Promise<KeepOutcome> => {
    const notKept: Collection[] = [];
    for (const collection of collections) {
      if (written.get(collection.id) === collection) continue;
      try {
        await api.save(collection);
        written.set(collection.id, collection);
      } catch (thrown) {
        notKept.push(collection);
        failed(collection, thrown);
      }
    }
    return { notKept, error: undefined };
  };

  return {
    noteRead,
    async load(show) {
      show([...initial]);
    },
    keep(current) {
      queue = queue.then(() => saveAll(current()));
      return queue;
    },
    async add(collections, show) {
      const outcome = await (queue = queue.then(() => saveAll(collections)));
      if (outcome.notKept.length > 0) {
        throw new CollectionStorageError(
          'STORAGE_WRITE_FAILED',
          'The collections could not be written to the repository',
        );
      }
      show();
    },
  };
}
