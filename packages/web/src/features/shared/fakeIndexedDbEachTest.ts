// For tests of code that keeps data in IndexedDB: each test gets an empty in-memory IndexedDB
// (fake-indexeddb) as the page's, and the next file finds the globals as they were. The classes are
// the same in every test: idb remembers them once.
import * as fake from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';

const CLASSES = [
  'IDBCursor',
  'IDBCursorWithValue',
  'IDBDatabase',
  'IDBIndex',
  'IDBKeyRange',
  'IDBObjectStore',
  'IDBOpenDBRequest',
  'IDBRequest',
  'IDBTransaction',
  'IDBVersionChangeEvent',
] as const;

export function fakeIndexedDbEachTest(): void {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new fake.IDBFactory());
    for (const name of CLASSES) vi.stubGlobal(name, fake[name]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
