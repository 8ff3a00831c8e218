import type { StoreApi } from 'zustand';
import type { StorageAdapter } from './storage.js';

/**
 * Writes a slice of a zustand store through the storage adapter whenever it changes, batched to
 * one write per animation-free tick so typing in an editor does not serialise on every keystroke.
 * Reading happens where the store is created: `storage.get(key, schema, defaults)`.
 */
export function persistSlice<T, P>(
  store: StoreApi<T>,
  storage: StorageAdapter,
  key: string,
  select: (state: T) => P,
  delayMs = 250,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = select(store.getState());
  const flush = () => {
    timer = undefined;
    storage.set(key, last);
  };
  const unsubscribe = store.subscribe((state) => {
    const next = select(state);
    if (Object.is(next, last)) return;
    last = next;
    if (timer === undefined) timer = setTimeout(flush, delayMs);
  });
  // A reload right after an edit must not lose it.
  const onHide = () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      flush();
    }
  };
  globalThis.addEventListener?.('pagehide', onHide);
  return () => {
    unsubscribe();
    globalThis.removeEventListener?.('pagehide', onHide);
  };
}
