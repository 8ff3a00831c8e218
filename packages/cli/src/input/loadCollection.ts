import {
  ImportError,
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

export interface ImportInputOptions extends InputOptions {
  /**
   * The importer and what to do with the text before it: `run` reads Courier's and Postman's JSON
   * with core's importFile (light enough for every start) and loads importAny only for the files
   * importFile leaves to it (other tools', YAML); `convert` passes importAny, which reads OpenAPI
   * too, and embeds the files a document references.
   */
  importer?: (text: string, fileName: string) => ImportResult | Promise<ImportResult>;
  prepare?: (text: string) => Promise<string>;
}

/**
 * Courier's and Postman's JSON files are read at once; the rest (other tools' files, YAML) by
 * `@courier/core/import`, loaded only when such a file comes.
 */
async function importCollectionText(text: string, fileName: string): Promise<ImportResult> {
  try {
    return importFile(text, fileName);
  } catch (error) {
    if (!(error instanceof ImportError) || (error.code !== 'UNSUPPORTED_FORMAT' && error.code !== 'INVALID_JSON')) {
      throw error;
    }
    const { importAny } = await import('@courier/core/import');
    return importAny(text, fileName);
  }
}

/**
 * Reads and converts an input file (or a collection folder: Bruno's), naming the file in the one
 * line an error prints. `reshape` adjusts the importable text where Newman reads a file
 * differently from the importers.
 */
export async function importInputFile(
  path: string,
  what: string,
  options: ImportInputOptions = {},
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
  const { importer = importCollectionText, prepare = async (text: string) => text } = options;
  const text = await prepare(await readInputFile(path, what, options));
  try {
    return await importer(reshape(await asImportableText(text)), fileNameOf(path));
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
