// Where the request in the builder sits: the collection and folders it was opened from, whose
// variables, auth and scripts a send of it inherits.
import { findRequest, type Collection, type Folder, type SavedRequest } from '@courier/core';
import type { Draft } from './builderStore.js';

export interface DraftPlacement {
  collection?: Collection;
  /** The folders above the request, outermost first. */
  folders: readonly Folder[];
  /** The saved request the draft was opened from, when it is still in its collection. */
  saved?: SavedRequest;
}

export function draftPlacement(draft: Pick<Draft, 'origin'>, collections: readonly Collection[]): DraftPlacement {
  const { origin } = draft;
  const collection = origin ? collections.find((item) => item.id === origin.collectionId) : undefined;
  if (!collection || !origin) return { folders: [] };
  const located = findRequest(collection, origin.requestId);
  return located ? { collection, folders: located.folders, saved: located.request } : { collection, folders: [] };
}
