// Reads the collection records of the browser's database into collections: each record's text
// parsed and checked against the schema. At 20,000 requests that is hundreds of milliseconds, so the
// app runs it in a worker (collectionReadWorker.ts); it runs on the page where there are no workers
// (the unit tests).
import { CollectionSchema, messageOf, type Collection } from '@courier/core';
import {
  COLLECTION_RECORD_VERSION,
  readCollectionRecords,
  type CollectionDatabase,
  type CollectionRecord,
} from './collectionDatabase.js';

/** A record left in the database as it is, and why: the page logs it. */
interface UnreadRecord {
  id: string;
  reason: string;
  /** The schema's issues, or the parser's words. */
  detail: unknown;
}

export interface StoredCollections {
  /** The collections that could be read, in sidebar order. */
  collections: Collection[];
  /** The sidebar position of each of `collections`. */
  positions: number[];
  /** After every record's, readable or not: where the next new collection goes. */
  nextPosition: number;
  /** True once the local-storage value of earlier releases has been moved into the database. */
  legacyMoved: boolean;
  unread: UnreadRecord[];
}

type ReadRecord = { collection: Collection } | { unread: UnreadRecord };

async function collectionOf(record: CollectionRecord): Promise<ReadRecord> {
  const unread = (reason: string, detail: unknown): ReadRecord => ({ unread: { id: record.id, reason, detail } });
  if (record.version > COLLECTION_RECORD_VERSION) {
    return unread(`was written by a newer version (${record.version})`, record.version);
  }
  let json: unknown;
  try {
    json = JSON.parse(typeof record.text === 'string' ? record.text : await record.text.text());
  } catch (thrown) {
    return unread('is not valid JSON', messageOf(thrown));
  }
  const result = CollectionSchema.safeParse(json);
  if (result.success) return { collection: result.data };
  // Issues are plain data: they reach the page from the worker as they are.
  return unread('does not match its schema', result.error.issues);
}

export async function readStoredCollections(database: CollectionDatabase): Promise<StoredCollections> {
  const { records, legacyMoved } = await readCollectionRecords(database);
  const stored: StoredCollections = { collections: [], positions: [], nextPosition: 0, legacyMoved, unread: [] };
  for (const record of records) {
    stored.nextPosition = Math.max(stored.nextPosition, record.position + 1);
    const read = await collectionOf(record);
    if ('unread' in read) {
      stored.unread.push(read.unread);
      continue;
    }
    stored.collections.push(read.collection);
    stored.positions.push(record.position);
  }
  return stored;
}
