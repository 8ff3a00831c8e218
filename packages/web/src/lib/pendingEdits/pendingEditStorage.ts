// Where pending edits and the last copy of a workspace's content are kept: IndexedDB, which survives a
// reload and holds far more than local storage. When IndexedDB cannot be opened (a locked-down
// profile), edits are kept in memory for this page and the app goes on (browser storage never breaks
// the app: docs/decisions/0017-browser-storage-never-breaks-the-app.md).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type * as z from 'zod';
import { PendingEditSchema, type PendingEdit } from './pendingEdit.js';

/** The database's name: the local collections live in another one. */
const PENDING_EDITS_DB = 'courier-pending-edits';

interface PendingEditsDb extends DBSchema {
  edits: { key: string; value: PendingEdit; indexes: { byQueue: [string, number] } };
  snapshots: { key: string; value: { name: string; value: unknown } };
}

export interface PendingEditStorage {
  /** A queue's edits, in order. */
  list(queue: string): Promise<PendingEdit[]>;
  put(edit: PendingEdit): Promise<void>;
  remove(key: string): Promise<void>;
  /** The last copy kept under `name`, when it still reads as `schema`. */
  readSnapshot<T>(name: string, schema: z.ZodType<T>): Promise<T | undefined>;
  writeSnapshot(name: string, value: unknown): Promise<void>;
}

export function openPendingEditStorage(databaseName = PENDING_EDITS_DB): PendingEditStorage {
  const opened: Promise<IDBPDatabase<PendingEditsDb> | undefined> = openDB<PendingEditsDb>(databaseName, 1, {
    upgrade(db) {
      db.createObjectStore('edits', { keyPath: 'key' }).createIndex('byQueue', ['queue', 'seq']);
      db.createObjectStore('snapshots', { keyPath: 'name' });
    },
  }).catch((thrown: unknown) => {
    console.warn('Pending edits are kept for this page only: IndexedDB could not be opened', thrown);
    return undefined;
  });
  const edits = new Map<string, PendingEdit>();
  const snapshots = new Map<string, unknown>();

  return {
    async list(queue) {
      const db = await opened;
      const kept = db
        ? await db.getAllFromIndex('edits', 'byQueue', IDBKeyRange.bound([queue, -Infinity], [queue, Infinity]))
        : [...edits.values()].filter((edit) => edit.queue === queue).sort((a, b) => a.seq - b.seq);
      // A record that no longer reads as an edit (written by another version) is left out, not fatal.
      return kept.flatMap((edit) => {
        const parsed = PendingEditSchema.safeParse(edit);
        return parsed.success ? [parsed.data] : [];
      });
    },
    async put(edit) {
      const db = await opened;
      if (db) await db.put('edits', edit);
      else edits.set(edit.key, edit);
    },
    async remove(key) {
      const db = await opened;
      if (db) await db.delete('edits', key);
      else edits.delete(key);
    },
    async readSnapshot(name, schema) {
      const db = await opened;
      const kept = db ? (await db.get('snapshots', name))?.value : snapshots.get(name);
      const parsed = schema.safeParse(kept);
      return parsed.success ? parsed.data : undefined;
    },
    async writeSnapshot(name, value) {
      const db = await opened;
      if (db) await db.put('snapshots', { name, value });
      else snapshots.set(name, value);
    },
  };
}
