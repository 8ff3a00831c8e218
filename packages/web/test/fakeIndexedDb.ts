// For tests of what the browser keeps in IndexedDB (features/collections/collectionDatabase.ts):
// each test gets a fresh, empty database factory from fake-indexeddb, and the next file finds the
// globals as they were.
import {
  IDBCursor,
  IDBCursorWithValue,
  IDBDatabase,
  IDBFactory,
  IDBIndex,
  IDBKeyRange,
  IDBObjectStore,
  IDBOpenDBRequest,
  IDBRequest,
  IDBTransaction,
  IDBVersionChangeEvent,
} from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';

const CLASSES = {
  IDBCursor,
  IDBCursorWithValue,
  IDBDatabase,
  IDBFactory,
  IDBIndex,
  IDBKeyRange,
  IDBObjectStore,
  IDBOpenDBRequest,
  IDBRequest,
  IDBTransaction,
  IDBVersionChangeEvent,
};

export function fakeIndexedDbEachTest(): void {
  beforeEach(() => {
    for (const [name, value] of Object.entries(CLASSES)) vi.stubGlobal(name, value);
    vi.stubGlobal('indexedDB', new IDBFactory());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
