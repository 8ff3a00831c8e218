// The app's collections: those of browser storage, or while signed in those of the current
// workspace (features/workspace/workspaceSource.ts puts them behind the same store).
import { useStore } from 'zustand';
import { storage } from '../../lib/storage.js';
import { createSwitchingStore } from '../shared/switchingStore.js';
import { createCollectionsStore, type CollectionsState } from './collectionsStore.js';

/** The browser's own collections, kept whatever is shown. */
export const localCollectionsStore = createCollectionsStore(storage);

export const collectionsStore = createSwitchingStore(localCollectionsStore);

export function useCollections<T>(selector: (state: CollectionsState) => T): T {
  return useStore(collectionsStore, selector);
}
