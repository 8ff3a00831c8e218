// The machinery every import entry point shares: text parsed (JSON, or YAML too), its format detected,
// the format's importer run, the collections counted. The entry points differ only in their table
// of importers: importAny reads every format; importFile leaves out the heavy ones a run or a page
// load never needs.
import { messageOf } from '../errors.js';
import type { Collection } from '../model/collection.js';
import type { Environment } from '../model/environment.js';
import type { HistoryItem } from '../model/history.js';
import type { Settings } from '../model/settings.js';
import type { Variable } from '../model/variable.js';
import { detectFormat, type FileFormat } from './detectFormat.js';
import { ImportError } from './errors.js';
import { summarize, type ExportSummary } from './exportResult.js';
import type { UnmappedCount } from './importNotes.js';
import type { OpenApiImportOptions } from './openapi/importOpenApi.js';

interface Imported {
  collections: Collection[];
  environments: Environment[];
  globals: Variable[];
  /** What could not be carried over, one line each. */
  warnings: string[];
  /** What another tool's file held that could not be mapped, counted by kind. */
  unmapped?: UnmappedCount[];
  summary: ExportSummary;
}

type ImportedFormat = Exclude<FileFormat, 'unsupported'>;

export type ImportResult =
  | (Imported & { kind: 'native'; history: HistoryItem[]; settings: Settings })
  | (Imported & { kind: Exclude<ImportedFormat, 'native'> });

export interface ImportOptions {
  /** How an OpenAPI document becomes a collection: folders by tag or path, where it was read from. */
  openapi?: OpenApiImportOptions;
}

/** An import result before its summary is counted, for each kind. */
type Contents = ImportResult extends infer Result
  ? Result extends ImportResult
    ? Omit<Result, 'summary'>
    : never
  : never;
type Importer = (file: unknown, context: { fileName: string | undefined; options: ImportOptions }) => Contents;
export type Importers = Partial<Record<ImportedFormat, Importer>>;

export const NOTHING = { collections: [], environments: [], globals: [], warnings: [] };

const FORMAT_NAMES: Record<ImportedFormat, string> = {
  native: 'a Courier export',
  'postman-collection': 'a Postman collection',
  'postman-environment': 'a Postman environment',
  'postman-globals': 'Postman globals',
  openapi: 'an OpenAPI document',
  insomnia: 'an Insomnia export',
  bruno: 'a Bruno collection',
  'hoppscotch-collections': 'Hoppscotch collections',
  'hoppscotch-environments': 'Hoppscotch environments',
  har: 'a HAR capture',
};

function convert(
  file: unknown,
  fileName: string | undefined,
  options: ImportOptions,
  importers: Importers,
): ImportResult {
  const format = detectFormat(file);
  if (format === 'unsupported') throw new ImportError('UNSUPPORTED_FORMAT', 'Unsupported file format');
  const importer = importers[format];
  if (!importer) {
    throw new ImportError(
      'UNSUPPORTED_FORMAT',
      `the file is ${FORMAT_NAMES[format]}, which is not read here: convert it first`,
    );
  }
  const contents = importer(file, { fileName, options });
  return { ...contents, summary: summarize(contents.collections) };
}

/**
 * Reads an import file with the given importers. Either returns everything it holds or throws an
 * `ImportError` ('Please select a file to import', 'Import failed: …'); never a part of a file.
 */
export function importText(
  text: string,
  fileName: string | undefined,
  options: ImportOptions,
  { importers, parse }: { importers: Importers; parse: (text: string) => unknown },
): ImportResult {
  if (typeof text !== 'string' || text.trim() === '') throw new ImportError('NO_FILE', 'no file');
  try {
    return convert(parse(text), fileName, options, importers);
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError('IMPORT_FAILED', messageOf(error), { cause: error });
  }
}
