import { importFile, messageOf, type Collection, type Environment, type ImportResult } from '@courier/core';
import { CliError } from '../errors.js';
import { asImportableText } from './postmanFileShapes.js';
import { fileNameOf, readInputFile, type InputOptions } from './readInputFile.js';

/**
 * Reads and converts an input file, naming the file in the one line an error prints. `reshape`
 * adjusts the importable text where Newman reads a file differently from the importers.
 */
export async function importInputFile(
  path: string,
  what: string,
  options: InputOptions = {},
  reshape: (text: string) => string = (text) => text,
): Promise<ImportResult> {
  const text = await readInputFile(path, what, options);
  try {
    return importFile(reshape(await asImportableText(text)), fileNameOf(path));
  } catch (error) {
    throw new CliError('INPUT_FILE', `cannot load ${what} file ${path}: ${messageOf(error)}`, { cause: error });
  }
}

export interface LoadedCollection {
  collection: Collection;
  /** Which file it was: a Postman collection's failed assertions are reported in chai's wording. */
  kind: 'native' | 'postman-collection';
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
  return { collection, kind: imported.kind, environments: imported.environments, warnings };
}
