/**
 * The one entry point of the import dialog and `courier convert`: file text in, model out, for every
 * format. Reached through the `@courier/core/import` subpath, loaded when an import starts: the
 * OpenAPI parser and sampler are too heavy for every page load and every `courier run`.
 */
import { COLLECTION_IMPORTERS } from './importFile.js';
import { importText, NOTHING, type Importers, type ImportOptions, type ImportResult } from './importText.js';
import { assertJsonDepth } from './limits.js';
import { importOpenApi } from './openapi/importOpenApi.js';
import { OTHER_TOOL_IMPORTERS } from './otherToolImport.js';
import { parseImportText } from './parseImportText.js';
import type { JsonRecord } from './untrusted.js';

export type { ImportOptions, ImportResult } from './importText.js';

/**
 * Every format Courier reads: Courier's and Postman's files, other tools' (Insomnia, Bruno, Hoppscotch,
 * HAR), and the documents that become collections (OpenAPI).
 */
const IMPORTERS: Importers = {
  ...COLLECTION_IMPORTERS,
  ...OTHER_TOOL_IMPORTERS,
  openapi: (file, { fileName, options }) => {
    assertJsonDepth(file);
    const location = options.openapi?.location ?? fileName;
    const { collection, warnings } = importOpenApi(file as JsonRecord, { ...options.openapi, location });
    return { ...NOTHING, kind: 'openapi', collections: [collection], warnings };
  },
};

/**
 * Reads an import file, JSON or YAML, of any format Courier reads. Either returns everything it
 * holds or throws an `ImportError` ('Please select a file to import', 'Import failed: …').
 */
export function importAny(text: string, fileName?: string, options: ImportOptions = {}): ImportResult {
  return importText(text, fileName, options, { importers: IMPORTERS, parse: parseImportText });
}
