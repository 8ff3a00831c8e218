// For tests of what the browser keeps in IndexedDB (the collections, the pending-edit queue):
// each test gets a fresh, empty database factory from fake-indexeddb, and the next file finds the
// globals as they were.
import * as fake from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';

/** fake-indexeddb's classes by their global names (IDBDatabase, IDBKeyRange, …). */
const CLASSES = Object.entries(fake).filter(([name]) => name.startsWith('IDB'));

export function fakeIndexedDbEachTest(): void {
  beforeEach(() => {
    // The classes stay once set (only the factory is swapped): work a test started, such as a
    // queue's last write, can finish after it, and idb checks what it holds against these classes.
    const scope = globalThis as Record<string, unknown>;
    for (const [name, value] of CLASSES) scope[name] ??= value;
    vi.stubGlobal('indexedDB', new fake.IDBFactory());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
