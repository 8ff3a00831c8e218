import { isRecord } from '../untrusted.js';

/** v4 exports (JSON or YAML) say `_type: export` over a flat `resources` list; v5 files name their type. */
export function isInsomniaExport(file: unknown): boolean {
  if (!isRecord(file)) return false;
  if (file['_type'] === 'export' && 'resources' in file) return true;
  return typeof file['type'] === 'string' && file['type'].startsWith('collection.insomnia.rest/');
}
