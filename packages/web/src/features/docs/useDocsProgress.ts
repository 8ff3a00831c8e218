// The guide's progress store, bound to browser storage.
import { useStore } from 'zustand';
import { storage } from '../../lib/storage.js';
import { createDocsProgressStore, type DocsProgressState } from './docsProgressStore.js';

const docsProgressStore = createDocsProgressStore(storage);

export function useDocsProgress<T>(selector: (state: DocsProgressState) => T): T {
  return useStore(docsProgressStore, selector);
}
