// Open tabs keep the names their saved requests have: a rename in the sidebar reaches them.
import { findRequest } from '@courier/core';
import type { StoreApi } from 'zustand/vanilla';
import type { CollectionsState } from '../collections/collectionsStore.js';
import type { BuilderState } from './builderStore.js';

export function followRenames(builder: StoreApi<BuilderState>, collections: StoreApi<CollectionsState>): () => void {
  return collections.subscribe((state, previous) => {
    if (state.collections === previous.collections) return;
    for (const { draft } of builder.getState().tabs) {
      if (!draft.origin) continue;
      const collection = state.collections.find((candidate) => candidate.id === draft.origin?.collectionId);
      const saved = collection ? findRequest(collection, draft.origin.requestId)?.request : undefined;
      if (saved && saved.name !== draft.name) builder.getState().followRename(draft.origin, saved.name);
    }
  });
}
