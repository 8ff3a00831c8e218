// The app's collections: those of browser storage, or while signed in those of the current
// workspace (features/workspace/workspaceSource.ts puts them behind the same store).
import { useStore } from 'zustand';
import { storage } from '../../lib/storage.js';
import { createSwitchingStore } from '../shared/switchingStore.js';
import { createCollectionsKeeper } from './collectionsKeeper.js';
import { createCollectionsStore, type CollectionsState } from './collectionsStore.js';
import { readStoredCollectionsInWorker } from './storedCollectionsInWorker.js';
import { noteKeepOutcome } from './unsavedCollections.js';

const keeper = createCollectionsKeeper({
  legacy: storage,
  report: noteKeepOutcome,
  read: () => readStoredCollectionsInWorker(),
});

/** The browser's own collections, kept whatever is shown. */
export const localCollectionsStore = createCollectionsStore(keeper);

/** Writes again what the browser could not store (the banner's Try again). */
export function retrySavingCollections(): void {
  void keeper.keep(() => localCollectionsStore.getState().collections);
}

/** Resolves once the browser's collections have been read. */
export function localCollectionsLoaded(): Promise<void> {
  if (localCollectionsStore.getState().loaded) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = localCollectionsStore.subscribe((state) => {
      if (!state.loaded) return;
      stop();
      resolve();
    });
  });
}

export const collectionsStore = createSwitchingStore(localCollectionsStore);

export function useCollections<T>(selector: (state: CollectionsState) => T): T {
  return useStore(collectionsStore, selector);
}
