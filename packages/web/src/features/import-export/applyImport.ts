// What an imported file adds to the workbench: its collections (folders and
// scripts kept, as core read them) and its environments. Converting is core's importFile.
import type { ImportResult } from '@courier/core';
import type { StoreApi } from 'zustand/vanilla';
import type { CollectionsState } from '../collections/collectionsStore.js';
import type { EnvironmentsState } from '../environments/environmentsStore.js';

export interface ImportTargets {
  collections: StoreApi<CollectionsState>;
  environments: StoreApi<EnvironmentsState>;
}

const FORMAT_NAMES: Record<ImportResult['kind'], string> = {
  native: 'Courier export',
  'postman-collection': 'Postman collection',
  'postman-environment': 'Postman environment',
  'postman-globals': 'Postman globals',
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
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
  const warnings = [...result.warnings];
  // The workbench keeps no globals of its own: say so rather than drop them silently.
  if (result.globals.length > 0)
    warnings.push(`${plural(result.globals.length, 'global variable')} not imported: the workbench uses environments`);
  return { message: `${FORMAT_NAMES[result.kind]}: ${parts.length ? parts.join(', ') : 'nothing to add'}`, warnings };
}
