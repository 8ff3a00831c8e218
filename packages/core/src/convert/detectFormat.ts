import { detectOtherTool, type OtherToolFormat } from './otherToolImport.js';
import { isRecord } from './untrusted.js';

export type FileFormat =
  'postman-collection' | 'postman-environment' | 'postman-globals' | 'native' | OtherToolFormat | 'unsupported';

function mentionsPostman(value: unknown): boolean {
  return typeof value === 'string' && value.toLowerCase().includes('postman');
}

/** Newman's globals files may be a bare list of `{ key, value }` rows. */
function isVariableList(value: unknown): boolean {
  return (
    Array.isArray(value) && value.length > 0 && value.every((row) => isRecord(row) && typeof row['key'] === 'string')
  );
}

/**
 * What a parsed import file is: a schema mentioning postman makes a Postman
 * collection; Postman environment and globals files are told by their `values` list and scope;
 * otherwise `collections` or `info` makes a native file. Beyond those, two shapes Newman reads
 * are recognised rather than refused: a collection without `info` (`{ name, item }`) and an
 * environment that is only `{ values }`.
 */
export function detectFormat(file: unknown): FileFormat {
  if (isVariableList(file)) return 'postman-globals';
  const otherTool = detectOtherTool(file);
  if (otherTool) return otherTool;
  if (!isRecord(file)) return 'unsupported';
  const info = file['info'];
  if ((isRecord(info) && mentionsPostman(info['schema'])) || mentionsPostman(file['schema'])) {
    return 'postman-collection';
  }
  if (Array.isArray(file['values'])) {
    const scope = file['_postman_variable_scope'];
    if (scope === 'globals') return 'postman-globals';
    if (scope === 'environment' || typeof file['name'] === 'string') return 'postman-environment';
    if (file['collections'] === undefined && info === undefined) return 'postman-environment';
  }
  if (file['collections'] !== undefined || info !== undefined) return 'native';
  if (Array.isArray(file['item'])) return 'postman-collection';
  return 'unsupported';
}
