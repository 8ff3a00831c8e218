// Reopening a history entry: its request opens as a new unsaved request that says where it came
// from, and its response goes into the response panel, exactly as they were after that send. The
// History tab asks for it through the app (app/App.tsx), so the history feature never reaches into
// the builder that records its sends.
import type { HistoryItem } from '@courier/core';
import type { StoreApi } from 'zustand/vanilla';
import type { BuilderState } from './builderStore.js';
import type { ResponseState } from '../response/responseStore.js';
import { responseStore } from '../response/useResponse.js';
import { useShell } from '../../shell/shellStore.js';
import { builderStore } from './useBuilder.js';

export function restoreHistoryItem(
  item: HistoryItem,
  builder: StoreApi<BuilderState>,
  response: StoreApi<ResponseState>,
): void {
  // Not tied to a collection any more: Save asks where to put it.
  builder.getState().load({ ...item.request, name: item.request.name ?? '' }, undefined, {
    restoredFrom: `history, ${new Date(item.timestamp).toLocaleString()}`,
  });
  response.getState().show({
    response: item.response,
    ...(item.error ? { error: item.error } : {}),
    testResults: item.testResults,
    preRequestLogs: [],
    testLogs: item.logs,
  });
}

/** Opens a history entry in the workbench's builder, as the History tab's click does. */
export function openHistoryItem(item: HistoryItem): void {
  restoreHistoryItem(item, builderStore, responseStore);
  const shell = useShell.getState();
  shell.setView('builder');
  shell.setDrawerOpen(false);
}
