import { isOpenApiDocument } from './openapi/isOpenApiDocument.js';
import { isRecord, type JsonRecord } from './untrusted.js';

export type FileFormat =
  'openapi' | 'postman-collection' | 'postman-environment' | 'postman-globals' | 'native' | 'unsupported';

function mentionsPostman(value: unknown): boolean {
  return typeof value === 'string' && value.toLowerCase().includes('postman');
}

/** Newman's globals files may be a bare list of `{ key, value }` rows. */
function isVariableList(value: unknown): boolean {
  return (
    Array.isArray(value) && value.length > 0 && value.every((row) => isRecord(row) && typeof row['key'] === 'string')
  );
}

const hasPostmanSchema = (file: JsonRecord): boolean => {
  const info = file['info'];
  return (isRecord(info) && mentionsPostman(info['schema'])) || mentionsPostman(file['schema']);
};

/** Postman environment and globals files are told by their `values` list and scope. */
function variablesFileFormat(file: JsonRecord): FileFormat | undefined {
  if (!Array.isArray(file['values'])) return undefined;
  const scope = file['_postman_variable_scope'];
  if (scope === 'globals') return 'postman-globals';
  if (scope === 'environment' || typeof file['name'] === 'string') return 'postman-environment';
  if (file['collections'] === undefined && file['info'] === undefined) return 'postman-environment';
  return undefined;
}

/**
 * One row per format, tried in order; the first that recognises the file wins. A format added to
 * Courier is one row here and one importer in importFile.ts. Detection reads content, never file
 * names: real repositories commit documents under misleading names.
 */
const DETECTORS: readonly { format: FileFormat; detect: (file: JsonRecord) => boolean }[] = [
  { format: 'openapi', detect: isOpenApiDocument },
  { format: 'postman-collection', detect: hasPostmanSchema },
  { format: 'postman-globals', detect: (file) => variablesFileFormat(file) === 'postman-globals' },
  { format: 'postman-environment', detect: (file) => variablesFileFormat(file) === 'postman-environment' },
  { format: 'native', detect: (file) => file['collections'] !== undefined || file['info'] !== undefined },
  // Newman reads a collection without `info` (`{ name, item }`) rather than refusing it.
  { format: 'postman-collection', detect: (file) => Array.isArray(file['item']) },
];

/** What a parsed import file is. */
export function detectFormat(file: unknown): FileFormat {
  if (isVariableList(file)) return 'postman-globals';
  if (!isRecord(file)) return 'unsupported';
  return DETECTORS.find(({ detect }) => detect(file))?.format ?? 'unsupported';
}
