// One store address for state that has several homes: the collections of browser storage while
// signed out, the current workspace's on the server while signed in. Everything that reads or calls
// the store keeps its one import; the home behind it changes, and subscribers hear the change.
import type { StoreApi } from 'zustand/vanilla';

export interface SwitchingStore<T> extends StoreApi<T> {
  /** Puts `source` behind the store; subscribers are told as for any other change. */
  use(source: StoreApi<T>): void;
  /**
   * Puts `source` in front of whatever `use` chooses until `unpin`: an opened repository's collections
   * stay shown across a sign-in, and closing it shows what was chosen meanwhile.
   */
  pin(source: StoreApi<T>): void;
  unpin(): void;
  source(): StoreApi<T>;
}

export function createSwitchingStore<T>(initial: StoreApi<T>): SwitchingStore<T> {
  let current = initial;
  let chosen = initial;
  let pinned: StoreApi<T> | undefined;
  const listeners = new Set<(state: T, previous: T) => void>();
  const forward = (state: T, previous: T) => listeners.forEach((listener) => listener(state, previous));
  let unsubscribe = current.subscribe(forward);
  const show = (source: StoreApi<T>) => {
    if (source === current) return;
    const previous = current.getState();
    unsubscribe();
    current = source;
    unsubscribe = current.subscribe(forward);
    forward(current.getState(), previous);
  };
  return {
    getState: () => current.getState(),
    getInitialState: () => current.getInitialState(),
    setState: ((partial: T | Partial<T> | ((state: T) => T | Partial<T>), replace?: boolean) =>
      current.setState(partial as T, replace as true)) as StoreApi<T>['setState'],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    use(source) {
      chosen = source;
      if (!pinned) show(source);
    },
    pin(source) {
      pinned = source;
      show(source);
    },
    unpin() {
      pinned = undefined;
      show(chosen);
    },
    source: () => current,
  };
}
