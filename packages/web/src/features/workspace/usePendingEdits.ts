// What waits for the server in the workspace shown: the ids each view marks as pending and how many
// edits wait, read from the stores the workspace source holds now (none while signed out).
import { useCallback, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { workspaceSource } from './workspaceSource.js';

const NONE: ReadonlySet<string> = new Set();

function useFrom<S, T>(store: StoreApi<S> | null, select: (state: S) => T, fallback: T): T {
  const subscribe = useCallback((notify: () => void) => store?.subscribe(notify) ?? (() => undefined), [store]);
  return useSyncExternalStore(subscribe, () => (store ? select(store.getState()) : fallback));
}

/** Collections, requests and folders with an edit the server has not taken yet. */
export function usePendingCollectionIds(): ReadonlySet<string> {
  const collections = useStore(workspaceSource, (state) => state.collections);
  return useFrom(collections, (state) => state.pendingIds, NONE);
}

/** Environments with an edit the server has not taken yet. */
export function usePendingEnvironmentIds(): ReadonlySet<string> {
  const environments = useStore(workspaceSource, (state) => state.environments);
  return useFrom(environments, (state) => state.pendingIds, NONE);
}

/** How many edits of the workspace shown wait for the server. */
export function usePendingEditCount(): number {
  const collections = useStore(workspaceSource, (state) => state.collections);
  const environments = useStore(workspaceSource, (state) => state.environments);
  return (
    useFrom(collections, (state) => state.pendingEdits, 0) + useFrom(environments, (state) => state.pendingEdits, 0)
  );
}
