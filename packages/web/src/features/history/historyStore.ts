// Every send, newest first, at most HISTORY_CAP entries. The cap and the
// ordering are core's (addToHistory); this store records and persists.
import { addToHistory, createId, HistoryItemSchema, parseModel, type HistoryItem } from '@courier/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { storageKey, type StorageAdapter } from '../../lib/storage.js';
import { listKeepingValid, loadSlice, saveSlice, type VersionedSlice } from '../shared/versionedSlice.js';

/** What the send action knows after a send; id and timestamp are added here. */
export type SendRecord = Omit<HistoryItem, 'id' | 'timestamp'>;

export interface HistoryState {
  items: HistoryItem[];
  recordSend(record: SendRecord): HistoryItem;
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
    clear() {
      set({ items: [] });
    },
  }));
  saveSlice(store, storage, historySlice, (state) => state.items);
  return store;
}
