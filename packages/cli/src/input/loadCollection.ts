import { importFile, messageOf, type Collection, type Environment, type ImportResult } from '@courier/core';
import { CliError } from '../errors.js';
import { asImportableText } from './postmanFileShapes.js';
import { fileNameOf, readInputFile, type InputOptions } from './readInputFile.js';

export interface ImportInputOptions extends InputOptions {
  /**
   * The importer and what to do with the text before it: `run` reads collection formats only
   * (core's importFile, light enough for every start); `convert` passes importAny, which
   * reads OpenAPI too, and embeds the files a document references.
   */
  importer?: (text: string, fileName: string) => ImportResult;
  prepare?: (text: string) => Promise<string>;
}

/**
 * Reads and converts an input file, naming the file in the one line an error prints. `reshape`
 * adjusts the importable text where Newman reads a file differently from the importers.
 */
export async function importInputFile(
  path: string,
  what: string,
  options: ImportInputOptions = {},
  reshape: (text: string) => string = (text) => text,
): Promise<ImportResult> {
  const { importer = importFile, prepare = async (text: string) => text } = options;
  const text = await prepare(await readInputFile(path, what, options));
  try {
    return importer(reshape(await asImportableText(text)), fileNameOf(path));
  } catch (error) {
    throw new CliError('INPUT_FILE', `cannot load ${what} file ${path}: ${messageOf(error)}`, { cause: error });
  }
}

export interface LoadedCollection {
  collection: Collection;
  /** A Courier export may carry environments; `-e` picks by name or falls back to none. */
  environments: Environment[];
  warnings: string[];
}

/** `courier run <file>`: a Courier export (its first collection) or a Postman v2.0/v2.1 collection. */
export async function loadCollection(path: string, options: InputOptions = {}): Promise<LoadedCollection> {
  const imported = await importInputFile(path, 'collection', options);
  const [collection] = imported.collections;
  if (!collection || (imported.kind !== 'native' && imported.kind !== 'postman-collection')) {
    throw new CliError('INPUT_FILE', `cannot load collection file ${path}: it holds no collection`);
  }
  const warnings = [...imported.warnings];
  if (imported.collections.length > 1) {
    warnings.push(`${path} holds ${imported.collections.length} collections; running the first, "${collection.name}"`);
  }
  return { collection, environments: imported.environments, warnings };
}
