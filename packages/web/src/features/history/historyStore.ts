// Every send, newest first, at most HISTORY_CAP entries. The cap and the
// ordering are core's (addToHistory); this store records and persists.
import { addToHistory, createId, HISTORY_CAP, HistoryItemSchema, parseModel, type HistoryItem } from '@courier/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { storageKey, type StorageAdapter } from '../../lib/storage.js';
import { listKeepingValid, loadSlice, saveSlice, type VersionedSlice } from '../shared/versionedSlice.js';

/** What the send action knows after a send; id and timestamp are added here. */
export type SendRecord = Omit<HistoryItem, 'id' | 'timestamp'>;

export interface HistoryState {
  items: HistoryItem[];
  recordSend(record: SendRecord): HistoryItem;
  /** Entries from an imported export join the list by time, newest first, within the cap; known ids are kept once. */
  addItems(items: readonly HistoryItem[]): void;
  clear(): void;
}

const historySlice: VersionedSlice<HistoryItem[]> = {
  key: storageKey('history'),
  version: 1,
  schema: listKeepingValid(HistoryItemSchema, 'history entry'),
};

export function createHistoryStore(
  storage: StorageAdapter,
  now: () => Date = () => new Date(),
): StoreApi<HistoryState> {
  const store = createStore<HistoryState>()((set, get) => ({
    items: loadSlice(storage, historySlice, () => []),
    recordSend(record) {
      const at = now();
      const item = parseModel(HistoryItemSchema, {
        ...record,
        id: createId(at.getTime()),
        timestamp: at.toISOString(),
      });
      set({ items: addToHistory(get().items, item) });
      return item;
    },
    addItems(items) {
      const known = new Set(get().items.map((item) => item.id));
      const merged = [...get().items, ...items.filter((item) => !known.has(item.id))];
      merged.sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
      set({ items: merged.slice(0, HISTORY_CAP) });
    },
    clear() {
      set({ items: [] });
    },
  }));
  saveSlice(store, storage, historySlice, (state) => state.items);
  return store;
}
