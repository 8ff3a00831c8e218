// The Export tab's two formats: Courier's native bundle (collections, environments,
// history, settings) or one Postman Collection v2.1 file. The files themselves are core's.
import { exportNative, exportPostman, type ExportResult } from '@courier/core';
import type { StoreApi } from 'zustand/vanilla';
import type { CollectionsState } from '../collections/collectionsStore.js';
import type { EnvironmentsState } from '../environments/environmentsStore.js';
import type { HistoryState } from '../history/historyStore.js';
import type { SettingsState } from '../settings/settingsStore.js';

export type ExportFormat = 'native' | 'postman';

export interface ExportSources {
  collections: StoreApi<CollectionsState>;
  environments: StoreApi<EnvironmentsState>;
  history: StoreApi<HistoryState>;
  settings: StoreApi<SettingsState>;
}

/** Throws core's ExportError ('Export failed: …') when there is nothing to export or a collection is invalid. */
export function exportWorkbench(format: ExportFormat, sources: ExportSources, now = new Date()): ExportResult {
  const collections = sources.collections.getState().collections;
  if (format === 'postman') return exportPostman(collections, { now });
  return exportNative(
    {
      collections,
      environments: sources.environments.getState().environments,
      history: sources.history.getState().items,
      settings: sources.settings.getState().settings,
    },
    { now },
  );
}
