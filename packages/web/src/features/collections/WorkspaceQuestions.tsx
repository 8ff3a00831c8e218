// The workspace's questions (a save or environment conflict, the offer to move the browser's
// collections) are asked rarely: their dialogs load the first time one is asked and stay mounted
// from then on, so they open and close as before.
import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { workspaceSource } from '../workspace/workspaceSource.js';
// Loaded with the sidebar, so the browser says which workspace collection it has open from the start.
import '../workspace/presence.js';

const WorkspaceDialogs = lazy(() => import('./WorkspaceDialogs.js').then((m) => ({ default: m.WorkspaceDialogs })));

/** Whether the workspace store shown has a conflict to ask about. */
function useHasConflict(store: StoreApi<{ conflict: unknown }> | null): boolean {
  const subscribe = useCallback((onChange: () => void) => store?.subscribe(onChange) ?? (() => {}), [store]);
  return useSyncExternalStore(subscribe, () => (store ? store.getState().conflict !== null : false));
}

export function WorkspaceQuestions() {
  const collections = useStore(workspaceSource, (state) => state.collections);
  const environments = useStore(workspaceSource, (state) => state.environments);
  const offer = useStore(workspaceSource, (state) => state.offer);
  const collectionConflict = useHasConflict(collections);
  const environmentConflict = useHasConflict(environments);
  const asked = collectionConflict || environmentConflict || offer !== null;
  const [loaded, setLoaded] = useState(false);
  if (asked && !loaded) setLoaded(true);
  if (!asked && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <WorkspaceDialogs />
    </Suspense>
  );
}
