// The browser's collections store as the app makes it, over the database of fakeIndexedDb.ts and an
// in-memory local storage, read and ready.
import type { StoreApi } from 'zustand/vanilla';
import {
  createCollectionsKeeper,
  type CollectionsKeeperOptions,
  type KeepOutcome,
} from '../src/features/collections/collectionsKeeper.js';
import { createCollectionsStore, type CollectionsState } from '../src/features/collections/collectionsStore.js';
import { memoryStorage } from '../src/features/shared/memoryStorage.js';

export interface LoadedCollectionsStore extends StoreApi<CollectionsState> {
  /** Resolves once what the store holds now has been written (or failed to be). */
  written(): Promise<KeepOutcome>;
}

export async function loadedCollectionsStore(
  options: Partial<CollectionsKeeperOptions> = {},
): Promise<LoadedCollectionsStore> {
  const keeper = createCollectionsKeeper({ legacy: memoryStorage().storage, ...options });
  const store = createCollectionsStore(keeper);
  await new Promise<void>((resolve) => {
    const stop = store.subscribe((state) => {
      if (!state.loaded) return;
      stop();
      resolve();
    });
  });
  return Object.assign(store, { written: () => keeper.keep(() => store.getState().collections) });
}
