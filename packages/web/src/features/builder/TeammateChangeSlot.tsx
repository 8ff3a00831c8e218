// Where a teammate's change to the request on screen is said. The bar that says it loads the first
// time there is a change to show, not with the Builder.
import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { changeShownOn, teammateChanges } from './teammateChanges.js';
import { useBuilder } from './useBuilder.js';

const TeammateChangeBar = lazy(() => import('./TeammateChangeBar.js').then((m) => ({ default: m.TeammateChangeBar })));

export function TeammateChangeSlot() {
  const tab = useBuilder((state) => state.tabs.find((candidate) => candidate.id === state.activeTabId));
  const change = useStore(teammateChanges, (state) => (tab ? state.byTab[tab.id] : undefined));
  if (!tab || !changeShownOn(change, tab)) return null;
  return (
    <Suspense fallback={null}>
      <TeammateChangeBar />
    </Suspense>
  );
}
