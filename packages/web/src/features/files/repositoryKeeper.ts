// The sidebar's collections kept in the opened repository's files rather than in the browser: each
// collection changed in the store is sent to the server, which edits its files in place. A change of
// some items sends those items alone (itemsSave.ts), so a save of one request of 5,000 is a small
// call that writes one file; a change of the tree's shape sends the whole collection; a collection
// removed from the store removes its folder. What the server last told is "written" already, so
// showing a change from disk never sends it back.
import type { Collection } from '@courier/core';
import { ApiError } from '../../lib/api.js';
import { CollectionStorageError } from '../collections/collectionStorageError.js';
import type { CollectionsKeeper, KeepOutcome } from '../collections/collectionsKeeper.js';
import { applyCollectionsChange, type CollectionsChange } from './collectionPatch.js';
import { itemsSaveOf } from './itemsSave.js';
import type { RepositoryApi } from './repositoryApi.js';

export interface RepositoryKeeper extends CollectionsKeeper {
  /** The collections as the files hold them now (read after a change on disk). */
  noteRead(collections: readonly Collection[]): void;
  /** A change the server told of, applied to what it is known to hold; throws when it does not apply. */
  noteChange(change: CollectionsChange): void;
}

export interface RepositoryKeeperPorts {
  api: Pick<RepositoryApi, 'save' | 'saveItems' | 'remove'>;
  /** The collections read when the repository was opened. */
  initial: readonly Collection[];
  /** Told when a save failed: the user reads why. */
  failed(collection: Collection, thrown: unknown): void;
}

export function createRepositoryKeeper({ api, initial, failed }: RepositoryKeeperPorts): RepositoryKeeper {
  let written = new Map<string, Collection>();
  const noteRead = (collections: readonly Collection[]) => {
    written = new Map(collections.map((collection) => [collection.id, collection]));
  };
  noteRead(initial);
  // One save at a time, in order: a second edit of one request never overtakes the first on disk.
  let queue: Promise<KeepOutcome> = Promise.resolve({ notKept: [], error: undefined });

  const write = async (collection: Collection): Promise<void> => {
    const before = written.get(collection.id);
    const save = before && itemsSaveOf(before, collection);
    if (save === undefined) {
      await api.save(collection);
      return;
    }
    if (save.items.length === 0 && save.collection === undefined) return;
    try {
      await api.saveItems(collection.id, save);
    } catch (thrown) {
      // The files changed under this page since: the whole collection as the page has it is saved.
      if (!(thrown instanceof ApiError && thrown.code === 'CONFLICT')) throw thrown;
      await api.save(collection);
    }
  };

  const saveAll = async (collections: readonly Collection[]): Promise<KeepOutcome> => {
    const notKept: Collection[] = [];
    for (const collection of collections) {
      if (written.get(collection.id) === collection) continue;
      try {
        await write(collection);
        written.set(collection.id, collection);
      } catch (thrown) {
        notKept.push(collection);
        failed(collection, thrown);
      }
    }
    return { notKept, error: undefined };
  };

  /** Removes the folders of the collections the store no longer holds. */
  const removeGone = async (collections: readonly Collection[]): Promise<void> => {
    const present = new Set(collections.map((collection) => collection.id));
    for (const [id, collection] of written) {
      if (present.has(id)) continue;
      try {
        await api.remove(id);
        written.delete(id);
      } catch (thrown) {
        failed(collection, thrown);
      }
    }
  };

  return {
    noteRead,
    noteChange(change) {
      noteRead(applyCollectionsChange([...written.values()], change));
    },
    async load(show) {
      show([...initial]);
    },
    keep(current) {
      queue = queue.then(async () => {
        const collections = current();
        const outcome = await saveAll(collections);
        await removeGone(collections);
        return outcome;
      });
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
