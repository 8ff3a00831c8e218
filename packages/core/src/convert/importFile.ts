// The importers of the formats that carry collections as they are (Courier's and Postman's files),
// and the entry point that reads only those: light enough for `courier run`'s start and the web
// app's first load. Documents that become collections (OpenAPI), other tools' files (Insomnia, Bruno,
// Hoppscotch, HAR) and YAML are importAny's, a subpath.
import { importNative } from './native.js';
import { importPostmanCollection } from './postman/importPostmanCollection.js';
import { importPostmanEnvironment, importPostmanGlobals } from './postman/postmanEnvironment.js';
import { importText, NOTHING, type Importers, type ImportResult } from './importText.js';
import { parseJson } from './parseJson.js';

export type { ImportResult } from './importText.js';

/** `Staging.postman_environment.json` → `Staging`. */
function baseName(fileName: string | undefined): string | undefined {
  return fileName
    ?.replace(/^.*[\\/]/, '')
    .replace(/\.json$/i, '')
    .replace(/\.postman_(environment|globals)$/i, '');
}

/** One importer per detected format: a format added to Courier is one row here and one in detectFormat. */
export const COLLECTION_IMPORTERS = {
  native: (file) => {
    const { collections, environments, history, settings } = importNative(file);
    return { ...NOTHING, kind: 'native', collections, environments, history, settings };
  },
  'postman-collection': (file) => {
    const { collection, warnings } = importPostmanCollection(file);
    return { ...NOTHING, kind: 'postman-collection', collections: [collection], warnings };
  },
  'postman-environment': (file, { fileName }) => ({
    ...NOTHING,
    kind: 'postman-environment',
    environments: [importPostmanEnvironment(file, baseName(fileName))],
  }),
  'postman-globals': (file) => ({ ...NOTHING, kind: 'postman-globals', globals: importPostmanGlobals(file) }),
} satisfies Importers;

/** Reads a Courier export or Postman file (JSON); any other detected format is refused with its name. */
export function importFile(text: string, fileName?: string): ImportResult {
  return importText(text, fileName, {}, { importers: COLLECTION_IMPORTERS, parse: parseJson });
}
