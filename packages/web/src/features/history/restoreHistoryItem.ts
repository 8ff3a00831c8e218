// Reopening a history entry: its request opens as a new unsaved request that says where it came
// from, and its response goes into the response panel, exactly as they were after that send.
import type { HistoryItem } from '@courier/core';
import type { StoreApi } from 'zustand/vanilla';
import type { BuilderState } from '../builder/builderStore.js';
import type { ResponseState } from '../response/responseStore.js';

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
