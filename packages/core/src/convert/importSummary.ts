/** How an import is described to the user, in the Import tab and on the CLI's standard error. */
import type { ImportResult } from './importFile.js';
import { unmappedNotice } from './importNotes.js';

export const IMPORT_FORMAT_NAMES: Record<ImportResult['kind'], string> = {
  native: 'Courier export',
  'postman-collection': 'Postman collection',
  'postman-environment': 'Postman environment',
  'postman-globals': 'Postman globals',
  insomnia: 'Insomnia export',
  bruno: 'Bruno collection',
  'hoppscotch-collections': 'Hoppscotch collections',
  'hoppscotch-environments': 'Hoppscotch environments',
  har: 'HAR capture',
  openapi: 'OpenAPI document',
};

export function plural(count: number, word: string, words = `${word}s`): string {
  return `${count} ${count === 1 ? word : words}`;
}

/** ['1 collection', '4 requests', '2 environments']: what the file brought. */
export function importedParts(result: ImportResult): string[] {
  const parts: string[] = [];
  if (result.collections.length > 0) {
    parts.push(plural(result.summary.collections, 'collection'), plural(result.summary.requests, 'request'));
  }
  if (result.environments.length > 0) parts.push(plural(result.environments.length, 'environment'));
  return parts;
}

/**
 * 'Bruno collection: 1 collection, 11 requests, 1 environment', then 'Not mapped: 1 script lines
 * kept as comments' when something could not be carried over.
 */
export function importSummaryLines(result: ImportResult): string[] {
  const parts = importedParts(result);
  const notMapped = unmappedNotice(result.unmapped);
  return [
    `${IMPORT_FORMAT_NAMES[result.kind]}: ${parts.length ? parts.join(', ') : 'nothing to add'}`,
    ...(notMapped ? [notMapped] : []),
  ];
}
