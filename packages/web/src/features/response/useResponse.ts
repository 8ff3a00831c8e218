// The app's response store.
import { useStore } from 'zustand';
import { createResponseStore, type ResponseState } from './responseStore.js';

export const responseStore = createResponseStore();

export function useResponse<T>(selector: (state: ResponseState) => T): T {
  return useStore(responseStore, selector);
}
