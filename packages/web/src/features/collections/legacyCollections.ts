// The browser's collections as releases before IndexedDB kept them: one local-storage value,
// `courier.collections`, holding `{ version: 1, state: Collection[] }`. Read once, moved into the
// database, then removed (features/collections/collectionsKeeper.ts).
import { CollectionSchema, type Collection } from '@courier/core';
import * as z from 'zod';
import { storageKey, type StorageAdapter } from '../../lib/storage.js';
import { listKeepingValid } from '../shared/versionedSlice.js';

const LEGACY_COLLECTIONS_KEY = storageKey('collections');

/** Version 1 was the only version of this value; a damaged collection in it is dropped (and logged) as before. */
const LegacyCollectionsSchema = z.object({
  version: z.literal(1),
  state: listKeepingValid(CollectionSchema, 'collection'),
});

/** The collections of the local-storage value; undefined when there is none, or none that can be read (then it is left as it is). */
export function readLegacyCollections(storage: StorageAdapter): Collection[] | undefined {
  return storage.get(LEGACY_COLLECTIONS_KEY, LegacyCollectionsSchema.optional(), () => undefined)?.state;
}

export function forgetLegacyCollections(storage: StorageAdapter): void {
  storage.remove(LEGACY_COLLECTIONS_KEY);
}
