// What an imported file adds to the workbench: its collections (folders and
// scripts kept, as core read them) and its environments; a Courier export also brings back the
// history and settings it was written with. Converting is core's importFile.
import {
  IMPORT_FORMAT_NAMES,
  importedParts,
  plural,
  unmappedNotice,
  type Collection,
  type ImportResult,
} from '@courier/core';
import type { StoreApi } from 'zustand/vanilla';
import type { CollectionsState } from '../collections/collectionsStore.js';
import { selectActiveEnvironment, type EnvironmentsState } from '../environments/environmentsStore.js';
import type { HistoryState } from '../history/historyStore.js';
import type { SettingsState } from '../settings/settingsStore.js';
import { asImported } from './asImported.js';

export interface ImportTargets {
  collections: StoreApi<CollectionsState>;
  environments: StoreApi<EnvironmentsState>;
  history: StoreApi<HistoryState>;
  settings: StoreApi<SettingsState>;
}

/** What the Import tab shows once a file is in. */
export interface AppliedImport {
  /** 'Postman collection: 1 collection, 4 requests'. */
  message: string;
  /** 'Not mapped: 3 script lines kept as comments', when another tool's file held what has no place here. */
  notMapped?: string;
  warnings: string[];
}

/**
 * Adds what the file holds and describes it for the user. The collections are kept first: when they
 * cannot be, it rejects with the reason and nothing of the file is added. `texts` are collections'
 * JSON made off the page (by the import worker), stored as they are.
 */
export async function applyImport(
  result: ImportResult,
  targets: ImportTargets,
  texts?: ReadonlyMap<Collection, Blob>,
): Promise<AppliedImport> {
  if (result.collections.length > 0) {
    await targets.collections.getState().addCollections(result.collections.map(asImported), texts);
  }
  targets.environments.getState().addEnvironments(result.environments);
  const parts = importedParts(result);
  if (result.kind === 'native') {
    targets.history.getState().addItems(result.history);
    targets.settings.getState().update(result.settings);
    if (result.history.length > 0) parts.push(plural(result.history.length, 'history entry', 'history entries'));
    parts.push('settings');
  }
  const warnings = [...result.warnings, ...overriddenByEnvironment(result, targets.environments.getState())];
  // The workbench keeps no globals of its own: say so rather than drop them silently.
  if (result.globals.length > 0)
    warnings.push(`${plural(result.globals.length, 'global variable')} not imported: the workbench uses environments`);
  const notMapped = unmappedNotice(result.unmapped);
  return {
    message: `${IMPORT_FORMAT_NAMES[result.kind]}: ${parts.length ? parts.join(', ') : 'nothing to add'}`,
    ...(notMapped !== undefined && { notMapped }),
    warnings,
  };
}

/**
 * The environment's values win over a collection's variables of the same name (Postman's order), so
 * a fresh workbench's `baseUrl` placeholder silently replaced an imported collection's own and every
 * request went to the placeholder: say which names the active environment overrides.
 */
function overriddenByEnvironment(result: ImportResult, environments: EnvironmentsState): string[] {
  const active = selectActiveEnvironment(environments);
  const inEnvironment = new Set(active.variables.filter((row) => row.enabled !== false).map((row) => row.key));
  const overridden = [
    ...new Set(
      result.collections.flatMap((collection) =>
        collection.variables.filter((row) => row.enabled !== false && inEnvironment.has(row.key)).map((row) => row.key),
      ),
    ),
  ];
  if (overridden.length === 0) return [];
  const names = overridden.map((name) => `'${name}'`).join(', ');
  return [
    `The active environment '${active.name}' also defines ${names}, and its ${overridden.length === 1 ? 'value is' : 'values are'} used over the collection's: remove ${overridden.length === 1 ? 'it' : 'them'} there or choose another environment to send with the collection's own.`,
  ];
}
