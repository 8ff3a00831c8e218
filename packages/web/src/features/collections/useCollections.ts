// The app's collections store, bound to browser storage.
import { useStore } from 'zustand';
import { storage } from '../../lib/storage.js';
import { createCollectionsStore, type CollectionsState } from './collectionsStore.js';

export const collectionsStore = createCollectionsStore(storage);

export function useCollections<T>(selector: (state: CollectionsState) => T): T {
  return useStore(collectionsStore, selector);
}
