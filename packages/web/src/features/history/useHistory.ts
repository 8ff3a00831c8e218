// The app's history store, bound to browser storage.
import { useStore } from 'zustand';
import { storage } from '../../lib/storage.js';
import { createHistoryStore, type HistoryState, type SendRecord } from './historyStore.js';

export const historyStore = createHistoryStore(storage);

export function useHistory<T>(selector: (state: HistoryState) => T): T {
  return useStore(historyStore, selector);
}

/** Called by the send action after every send, successful or not. */
export function recordSend(record: SendRecord) {
  return historyStore.getState().recordSend(record);
}
