// `courier convert <openapi> --sync <courier file>`: the collection that file holds, brought in
// step with the document. Imported only dynamically, by commands/convert.ts.
import { exportNative, messageOf, type Collection, type OpenApiSync, type Resolution } from '@courier/core';
import { importAny, parseImportText, syncOpenApi } from '@courier/core/import';
import { CliError } from '../errors.js';
import { importInputFile } from '../input/loadCollection.js';
import { withReferencedFiles } from '../input/openApiReferences.js';
import { readInputFile } from '../input/readInputFile.js';

export interface SyncOptions {
  /** Where both changed a field: the user's value (the default) or the document's. */
  prefer: 'collection' | 'document';
}

/** The preview, one line per change: `+ added`, `~ changed (fields)`, `- removed`, `! conflict`. */
function describeSync(sync: OpenApiSync, prefer: SyncOptions['prefer']): string[] {
  if (sync.changes.length === 0) return [sync.upToDate ? 'up to date: the document is the one imported' : 'no changes'];
  const lines = sync.changes.map((change) => {
    const what = `${change.operation}  ${change.name}`;
    if (change.kind === 'added') return `+ added    ${what}`;
    if (change.kind === 'removed') return `- removed  ${what} (kept, marked as removed)`;
    return `~ changed  ${what} (${change.fields.join(', ')})`;
  });
  const kept = prefer === 'document' ? "the document's" : 'yours (--prefer document takes the document’s)';
  return [...lines, ...sync.conflicts.map((conflict) => `! both changed ${conflict.id}: kept ${kept}`)];
}

async function readDocument(path: string): Promise<unknown> {
  const text = await withReferencedFiles(await readInputFile(path, 'OpenAPI'), path);
  try {
    return parseImportText(text);
  } catch (error) {
    throw new CliError('INPUT_FILE', `cannot load OpenAPI file ${path}: ${messageOf(error)}`, { cause: error });
  }
}

/** The Courier file with its OpenAPI collection updated, and the preview of what changed. */
export async function syncCollectionFile(
  documentPath: string,
  collectionPath: string,
  options: SyncOptions,
): Promise<{ text: string; preview: string[] }> {
  const imported = await importInputFile(collectionPath, 'collection', { importer: importAny });
  const index = imported.collections.findIndex((collection) => collection.openapiSource !== undefined);
  const current = imported.collections[index];
  if (imported.kind !== 'native' || !current) {
    throw new CliError(
      'INPUT_FILE',
      `cannot update ${collectionPath}: it holds no collection imported from OpenAPI (convert the document with --to courier first)`,
    );
  }
  const document = await readDocument(documentPath);
  const preview = syncOpenApi(current, document, { location: documentPath });
  const resolution: Resolution = options.prefer === 'document' ? 'theirs' : 'ours';
  const resolutions = Object.fromEntries(preview.conflicts.map((conflict) => [conflict.id, resolution]));
  const { collection } = syncOpenApi(current, document, { location: documentPath, resolutions });
  const collections: Collection[] = imported.collections.map((each, at) => (at === index ? collection : each));
  const { text } = exportNative({
    collections,
    environments: imported.environments,
    history: imported.history,
    settings: imported.settings,
  });
  return { text, preview: describeSync(preview, options.prefer) };
}
