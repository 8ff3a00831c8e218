// Keeps the browser's collections in IndexedDB: reads them once at start (moving the local-storage
// value of earlier releases in), then after each change writes the collections that changed, one
// transaction at a time, and says which collections are not stored and why.
// Why: docs/decisions/0035-collections-in-indexeddb.md
import type { Collection } from '@courier/core';
import type { StorageAdapter } from '../../lib/storage.js';
import {
  openCollectionDatabase,
  recordVersionOf,
  writeCollectionRecords,
  type CollectionDatabase,
  type CollectionRecord,
} from './collectionDatabase.js';
import { storageFailure, storageUnavailable, type CollectionStorageError } from './collectionStorageError.js';
import { forgetLegacyCollections, readLegacyCollections } from './legacyCollections.js';
import { readStoredCollections, type StoredCollections } from './storedCollections.js';

/** After a write: the collections whose present version is not stored, and why. */
export interface KeepOutcome {
  notKept: readonly Collection[];
  error: CollectionStorageError | undefined;
}

export interface CollectionsKeeper {
  /** Reads the stored collections and hands them to `show` before any write can start. */
  load(show: (collections: Collection[]) => void): Promise<void>;
  /**
   * Writes what `current()` holds that is not stored yet, and removes what it no longer holds.
   * Calls made while a write waits share it; `current` is read when the write starts.
   */
  keep(current: () => readonly Collection[]): Promise<KeepOutcome>;
  /**
   * Stores new collections before they are shown: `show` runs once they are committed. Rejects with
   * CollectionStorageError, nothing of them stored, when they cannot be. A collection with a text in
   * `texts` (its JSON, made elsewhere) is stored as that text rather than written out here.
   */
  add(collections: readonly Collection[], show: () => void, texts?: ReadonlyMap<Collection, Blob>): Promise<void>;
}

export interface CollectionsKeeperOptions {
  /** Where collections were kept before, read once and removed after the move. */
  legacy: StorageAdapter;
  /** Told after every write, and when the start found something it could not store. */
  report?: (outcome: KeepOutcome) => void;
  open?: () => Promise<CollectionDatabase>;
  /**
   * Reads the records of the opened database into collections. The app reads them in a worker
   * (storedCollectionsInWorker.ts), so parsing 20,000 requests never holds the page.
   */
  read?: (database: CollectionDatabase) => Promise<StoredCollections>;
  logger?: Pick<Console, 'warn'>;
}

export function createCollectionsKeeper({
  legacy,
  report = () => undefined,
  open = openCollectionDatabase,
  read = readStoredCollections,
  logger = console,
}: CollectionsKeeperOptions): CollectionsKeeper {
  let database: CollectionDatabase | undefined;
  let unavailable: CollectionStorageError | undefined;
  // What the database holds, as far as this page knows: a collection whose object is the one here
  // is stored as it is now.
  const stored = new Map<string, { collection: Collection; position: number }>();
  let nextPosition = 0;

  // One job at a time, so a write never races another or the first read.
  let queue: Promise<unknown> = Promise.resolve();
  const run = <T>(job: () => Promise<T>): Promise<T> => {
    const result = queue.then(job);
    queue = result.catch(() => undefined);
    return result;
  };
  let waiting: Promise<KeepOutcome> | undefined;

  const recordOf = (collection: Collection, madeText: Blob | undefined): CollectionRecord => {
    const text = madeText ?? JSON.stringify(collection);
    return {
      id: collection.id,
      position: stored.get(collection.id)?.position ?? nextPosition++,
      version: recordVersionOf(text),
      text,
    };
  };

  async function write(
    put: readonly Collection[],
    remove: readonly string[],
    { legacyMoved = false, texts }: { legacyMoved?: boolean; texts?: ReadonlyMap<Collection, Blob> } = {},
  ): Promise<void> {
    if (!database) throw unavailable ?? storageUnavailable('no database');
    const records = put.map((collection) => recordOf(collection, texts?.get(collection)));
    await writeCollectionRecords(database, { put: records, remove, legacyMoved });
    put.forEach((collection, index) => stored.set(collection.id, { collection, position: records[index]!.position }));
    for (const id of remove) stored.delete(id);
  }

  async function readStored(): Promise<Collection[]> {
    try {
      database = await open();
    } catch (thrown) {
      unavailable = storageUnavailable(thrown);
      // Nothing can be stored: what earlier releases kept is shown, and stays where it is.
      const collections = readLegacyCollections(legacy) ?? [];
      report({ notKept: collections, error: unavailable });
      return collections;
    }
    const { collections, positions, nextPosition: after, legacyMoved, unread } = await read(database);
    nextPosition = after;
    collections.forEach((collection, index) => stored.set(collection.id, { collection, position: positions[index]! }));
    for (const { id, reason, detail } of unread)
      logger.warn(`Stored collection ${id} ${reason}; left as it is`, detail);
    const earlier = readLegacyCollections(legacy);
    if (earlier === undefined) return collections;
    if (!legacyMoved) {
      const moved = earlier.filter((collection) => !stored.has(collection.id));
      try {
        await write(moved, [], { legacyMoved: true });
      } catch (thrown) {
        // The local-storage value stays until the move is committed; the next start tries again.
        report({ notKept: moved, error: storageFailure(thrown) });
        return [...collections, ...moved];
      }
      collections.push(...moved);
    }
    forgetLegacyCollections(legacy);
    return collections;
  }

  return {
    load(show) {
      return run(async () => {
        let collections: Collection[];
        try {
          collections = await readStored();
        } catch (thrown) {
          unavailable = storageUnavailable(thrown);
          database = undefined;
          report({ notKept: [], error: unavailable });
          collections = [];
        }
        show(collections);
      });
    },

    keep(current) {
      waiting ??= run(async () => {
        waiting = undefined;
        const collections = current();
        const changed = collections.filter((collection) => stored.get(collection.id)?.collection !== collection);
        const present = new Set(collections.map((collection) => collection.id));
        const gone = [...stored.keys()].filter((id) => !present.has(id));
        let error: CollectionStorageError | undefined;
        if (changed.length > 0 || gone.length > 0) {
          try {
            await write(changed, gone);
          } catch (thrown) {
            error = storageFailure(thrown);
          }
        }
        const outcome = { notKept: error ? changed : [], error };
        report(outcome);
        return outcome;
      });
      return waiting;
    },

    add(collections, show, texts) {
      return run(async () => {
        try {
          await write(collections, [], { texts });
        } catch (thrown) {
          throw storageFailure(thrown);
        }
        show();
      });
    },
  };
}
