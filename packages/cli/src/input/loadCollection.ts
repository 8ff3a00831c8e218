import {
  importFile,
  importFolder,
  messageOf,
  unmappedNotice,
  type Collection,
  type Environment,
  type ImportResult,
} from '@courier/core';
import { CliError } from '../errors.js';
import { asImportableText } from './postmanFileShapes.js';
import { isFolder, readInputFolder } from './readInputFolder.js';
import { fileNameOf, readInputFile, type InputOptions } from './readInputFile.js';

/**
 * Reads and converts an input file (or a collection folder: Bruno's), naming the file in the one
 * line an error prints. `reshape` adjusts the importable text where Newman reads a file
 * differently from the importers.
 */
export async function importInputFile(
  path: string,
  what: string,
  options: InputOptions = {},
  reshape: (text: string) => string = (text) => text,
): Promise<ImportResult> {
  if (isFolder(path)) {
    const files = readInputFolder(path, what);
    try {
      return await importFolder(files);
    } catch (error) {
      throw new CliError('INPUT_FILE', `cannot load ${what} folder ${path}: ${messageOf(error)}`, { cause: error });
    }
  }
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
  kind: ImportResult['kind'];
  /** A Courier export or a Bruno folder may carry environments; `-e <name>` picks one by name. */
  environments: Environment[];
  warnings: string[];
}

/**
 * `courier run <file>`: a Courier export (its first collection), a Postman v2.0/v2.1 collection, or
 * another tool's collection (Insomnia, Bruno's folder or export, Hoppscotch, HAR) with its scripts
 * translated to the pm API; what could not be translated is said before the run.
 */
export async function loadCollection(path: string, options: InputOptions = {}): Promise<LoadedCollection> {
  const imported = await importInputFile(path, 'collection', options);
  const [collection] = imported.collections;
  if (!collection) {
    throw new CliError('INPUT_FILE', `cannot load collection file ${path}: it holds no collection`);
  }
  const notMapped = unmappedNotice(imported.unmapped);
  const warnings = [...imported.warnings, ...(notMapped ? [notMapped] : [])];
  if (imported.collections.length > 1) {
    warnings.push(`${path} holds ${imported.collections.length} collections; running the first, "${collection.name}"`);
  }
  return { collection, kind: imported.kind, environments: imported.environments, warnings };
}
