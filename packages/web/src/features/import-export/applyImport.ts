// What an imported file adds to the workbench: its collections (folders and
// scripts kept, as core read them) and its environments; a Courier export also brings back the
// history and settings it was written with. Converting is core's importFile.
import type { ImportResult } from '@courier/core';
import type { StoreApi } from 'zustand/vanilla';
import type { CollectionsState } from '../collections/collectionsStore.js';
import type { EnvironmentsState } from '../environments/environmentsStore.js';
import type { HistoryState } from '../history/historyStore.js';
import type { SettingsState } from '../settings/settingsStore.js';

export interface ImportTargets {
  collections: StoreApi<CollectionsState>;
  environments: StoreApi<EnvironmentsState>;
  history: StoreApi<HistoryState>;
  settings: StoreApi<SettingsState>;
}

const FORMAT_NAMES: Record<ImportResult['kind'], string> = {
  native: 'Courier export',
  'postman-collection': 'Postman collection',
  'postman-environment': 'Postman environment',
  'postman-globals': 'Postman globals',
};

function plural(count: number, word: string, words = `${word}s`): string {
  return `${count} ${count === 1 ? word : words}`;
}

/** Adds what the file holds and describes it for the user, e.g. 'Postman collection: 1 collection, 4 requests'. */
export function applyImport(result: ImportResult, targets: ImportTargets): { message: string; warnings: string[] } {
  targets.collections
    .getState()
    .addCollections(result.collections.map((collection) => ({ ...collection, imported: true })));
  targets.environments.getState().addEnvironments(result.environments);
  const parts: string[] = [];
  if (result.collections.length > 0) {
    parts.push(plural(result.summary.collections, 'collection'), plural(result.summary.requests, 'request'));
  }
  if (result.environments.length > 0) parts.push(plural(result.environments.length, 'environment'));
  if (result.kind === 'native') {
    targets.history.getState().addItems(result.history);
    targets.settings.getState().update(result.settings);
    if (result.history.length > 0) parts.push(plural(result.history.length, 'history entry', 'history entries'));
    parts.push('settings');
  }
  const warnings = [...result.warnings];
  // The workbench keeps no globals of its own: say so rather than drop them silently.
  if (result.globals.length > 0)
    warnings.push(`${plural(result.globals.length, 'global variable')} not imported: the workbench uses environments`);
  return { message: `${FORMAT_NAMES[result.kind]}: ${parts.length ? parts.join(', ') : 'nothing to add'}`, warnings };
}
