import { isBrunoExport } from './bruno/importBruno.js';
import { isHar } from './har/importHar.js';
import { isHoppscotchCollections, isHoppscotchEnvironments } from './hoppscotch/importHoppscotch.js';
import { isInsomniaExport } from './insomnia/detectInsomnia.js';
import { isOpenApiDocument } from './openapi/isOpenApiDocument.js';
import { isRecord, type JsonRecord } from './untrusted.js';

/** The files of other API tools Courier reads besides Postman's. */
export type OtherToolFormat = 'insomnia' | 'bruno' | 'hoppscotch-collections' | 'hoppscotch-environments' | 'har';

export type FileFormat =
  | 'openapi'
  | 'postman-collection'
  | 'postman-environment'
  | 'postman-globals'
  | 'native'
  | OtherToolFormat
  | 'unsupported';

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

/** A detector that reads only JSON objects: arrays and scalars are never its format. */
const ofRecord =
  (detect: (file: JsonRecord) => boolean) =>
  (file: unknown): boolean =>
    isRecord(file) && detect(file);

/**
 * One row per format, tried in order; the first that recognises the file wins. A format added to
 * Courier is one row here and one importer in an entry point's table (importFile.ts for JSON
 * collection files every start reads, importAny.ts for the rest). Detection reads content, never
 * file names: real repositories commit documents under misleading names.
 */
const DETECTORS: readonly { format: Exclude<FileFormat, 'unsupported'>; detect: (file: unknown) => boolean }[] = [
  // Newman's globals files may be a bare list of `{ key, value }` rows.
  { format: 'postman-globals', detect: isVariableList },
  { format: 'openapi', detect: ofRecord(isOpenApiDocument) },
  // Other tools' files, told by marks of their own, before Postman's and Courier's looser shapes.
  { format: 'insomnia', detect: isInsomniaExport },
  { format: 'bruno', detect: isBrunoExport },
  { format: 'hoppscotch-collections', detect: isHoppscotchCollections },
  { format: 'hoppscotch-environments', detect: isHoppscotchEnvironments },
  { format: 'har', detect: isHar },
  { format: 'postman-collection', detect: ofRecord(hasPostmanSchema) },
  { format: 'postman-globals', detect: ofRecord((file) => variablesFileFormat(file) === 'postman-globals') },
  { format: 'postman-environment', detect: ofRecord((file) => variablesFileFormat(file) === 'postman-environment') },
  { format: 'native', detect: ofRecord((file) => file['collections'] !== undefined || file['info'] !== undefined) },
  // Newman reads a collection without `info` (`{ name, item }`) rather than refusing it.
  { format: 'postman-collection', detect: ofRecord((file) => Array.isArray(file['item'])) },
];

/** What a parsed import file is. */
export function detectFormat(file: unknown): FileFormat {
  return DETECTORS.find(({ detect }) => detect(file))?.format ?? 'unsupported';
}
