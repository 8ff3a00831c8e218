// The importers of the formats that carry runnable collections, and the entry point that reads
// only those: what `courier run` loads at every start, without the OpenAPI parser and sampler.
import { importNative } from './native.js';
import { importPostmanCollection } from './postman/importPostmanCollection.js';
import { importPostmanEnvironment, importPostmanGlobals } from './postman/postmanEnvironment.js';
import { importText, NOTHING, type Importers, type ImportResult } from './importText.js';

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

/** Reads a Courier export or Postman file; any other detected format is refused with its name. */
export function importCollectionFile(text: string, fileName?: string): ImportResult {
  return importText(text, fileName, {}, COLLECTION_IMPORTERS);
}
