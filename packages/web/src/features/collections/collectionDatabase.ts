// The browser's collections in IndexedDB: one record per collection, so a change writes only the
// collections it touched, each in one transaction that lands whole or not at all.
// Why: docs/decisions/0035-collections-in-indexeddb.md
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { storageFailure } from './collectionStorageError.js';

/** The newest record format this release writes; a record of a newer one is left alone, not misread. */
export const COLLECTION_RECORD_VERSION = 2;

/**
 * 1: the text is a string; 2: a Blob. A string is still written as 1, so a release that reads only 1
 * keeps reading every collection but those stored from a Blob.
 */
export const recordVersionOf = (text: string | Blob): number => (typeof text === 'string' ? 1 : 2);

export interface CollectionRecord {
  /** The collection's id. */
  id: string;
  /** Sidebar order: a new collection goes after every stored one. */
  position: number;
  version: number;
  /**
   * The collection as JSON text. At 20,000 requests, text is copied in and out of the database and
   * parsed several times faster than the structured clone of the object tree. A Blob when the text
   * was made off the page (an import's, in the import worker): the page stores a Blob without
   * copying its bytes, where a 25 MB string held it 250 ms.
   */
  text: string | Blob;
}

interface CollectionDatabaseSchema extends DBSchema {
  collections: { key: string; value: CollectionRecord };
  /** Facts about the database itself: whether the older local-storage value was moved in. */
  meta: { key: string; value: boolean };
}

export type CollectionDatabase = IDBPDatabase<CollectionDatabaseSchema>;

/** Its own database: other features keep theirs under other names. */
const COLLECTION_DATABASE_NAME = 'courier-collections';
const LEGACY_MOVED = 'legacyMoved';

export function openCollectionDatabase(): Promise<CollectionDatabase> {
  return openDB<CollectionDatabaseSchema>(COLLECTION_DATABASE_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('collections', { keyPath: 'id' });
      database.createObjectStore('meta');
    },
  });
}

export interface StoredRecords {
  /** In sidebar order. */
  records: CollectionRecord[];
  /** True once the local-storage value of earlier releases has been moved into the database. */
  legacyMoved: boolean;
}

export async function readCollectionRecords(database: CollectionDatabase): Promise<StoredRecords> {
  const transaction = database.transaction(['collections', 'meta'], 'readonly');
  const [records, legacyMoved] = await Promise.all([
    transaction.objectStore('collections').getAll(),
    transaction.objectStore('meta').get(LEGACY_MOVED),
    transaction.done,
  ]);
  return { records: records.sort((a, b) => a.position - b.position), legacyMoved: legacyMoved === true };
}

export interface RecordChange {
  put: readonly CollectionRecord[];
  remove: readonly string[];
  /** Records, in the same transaction, that the local-storage value has been moved in. */
  legacyMoved?: boolean;
}

/**
 * Writes every record of `change` in one transaction, or none: a put that fails, at once or when
 * the browser commits (a full quota), aborts what was already queued. Throws CollectionStorageError.
 */
export async function writeCollectionRecords(database: CollectionDatabase, change: RecordChange): Promise<void> {
  const transaction = database.transaction(['collections', 'meta'], 'readwrite');
  const done = transaction.done;
  // Each request fails with the transaction: its reason is the transaction's, awaited below.
  const settle = (request: Promise<unknown>) => void request.catch(() => undefined);
  done.catch(() => undefined);
  try {
    const collections = transaction.objectStore('collections');
    for (const record of change.put) settle(collections.put(record));
    for (const id of change.remove) settle(collections.delete(id));
    if (change.legacyMoved) settle(transaction.objectStore('meta').put(true, LEGACY_MOVED));
    await done;
  } catch (thrown) {
    try {
      transaction.abort();
    } catch {
      // Already finished: the browser aborted it itself.
    }
    throw storageFailure(thrown);
  }
}
