// What a teammate did to the saved request an open tab shows, kept per tab until it no longer
// applies: the quiet 'Updated by …' while the tab shows the version it took, the choice between two
// versions while the tab's edits are based on the older one, the deletion while the tab still points
// at the request.
import type { SavedRequest } from '@courier/core';
import { createStore } from 'zustand/vanilla';
import type { Draft, Origin } from './builderStore.js';
import type { RequestTab } from './requestTabs.js';

export type TeammateChange =
  /** The tab took the teammate's version; said until the tab is edited. */
  | { kind: 'updated'; actor: string | null; draft: Draft }
  /**
   * The tab has edits based on `baseline`; the teammate saved `theirs` over it, or, `onDisk`, the
   * opened repository's file of it changed on disk (files/followDisk.ts).
   */
  | { kind: 'conflict'; actor: string | null; theirs: SavedRequest; baseline: string | null; onDisk?: boolean }
  /** The teammate deleted the request (or its collection). */
  | { kind: 'deleted'; actor: string | null; origin: Origin };

interface TeammateChangesState {
  byTab: Readonly<Record<string, TeammateChange>>;
  note(tabId: string, change: TeammateChange): void;
  clear(tabId: string): void;
}

export function createTeammateChanges() {
  return createStore<TeammateChangesState>()((set, get) => ({
    byTab: {},
    note: (tabId, change) => set({ byTab: { ...get().byTab, [tabId]: change } }),
    clear(tabId) {
      if (!(tabId in get().byTab)) return;
      const byTab = { ...get().byTab };
      delete byTab[tabId];
      set({ byTab });
    },
  }));
}

export const teammateChanges = createTeammateChanges();

/** The change to show on `tab`, while it still describes what the tab shows. */
export function changeShownOn(change: TeammateChange | undefined, tab: RequestTab | undefined) {
  if (!change || !tab) return undefined;
  switch (change.kind) {
    case 'updated':
      return tab.draft === change.draft ? change : undefined;
    case 'conflict':
      // A save (or Keep theirs) gives the tab a new baseline: the question is answered.
      return tab.baseline === change.baseline && tab.draft.origin ? change : undefined;
    case 'deleted':
      return tab.draft.origin?.collectionId === change.origin.collectionId &&
        tab.draft.origin.requestId === change.origin.requestId
        ? change
        : undefined;
  }
}
