// Which saved requests have unsaved changes in an open tab, so the sidebar can mark them.
import { useMemo } from 'react';
import { emptyDraft } from './builderStore.js';
import { isDirty } from './requestTabs.js';
import { useBuilder } from './useBuilder.js';

const EMPTY = emptyDraft();

export function useUnsavedRequestIds(): ReadonlySet<string> {
  const tabs = useBuilder((state) => state.tabs);
  return useMemo(
    () => new Set(tabs.flatMap((tab) => (tab.draft.origin && isDirty(tab, EMPTY) ? [tab.draft.origin.requestId] : []))),
    [tabs],
  );
}
