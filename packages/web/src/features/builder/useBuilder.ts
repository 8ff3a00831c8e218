// The app's builder store, bound to browser storage.
import { useStore } from 'zustand';
import { storage } from '../../lib/storage.js';
import { createBuilderStore, type BuilderState } from './builderStore.js';

export const builderStore = createBuilderStore(storage);

export function useBuilder<T>(selector: (state: BuilderState) => T): T {
  return useStore(builderStore, selector);
}
