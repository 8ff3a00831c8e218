/** The one entry point of the import dialog and `courier convert`: file text in, model out. */
import { messageOf } from '../errors.js';
import type { Collection } from '../model/collection.js';
import type { Environment } from '../model/environment.js';
import type { HistoryItem } from '../model/history.js';
import type { Settings } from '../model/settings.js';
import type { Variable } from '../model/variable.js';
import { detectFormat } from './detectFormat.js';
import { ImportError } from './errors.js';
import { summarize, type ExportSummary } from './exportResult.js';
import type { UnmappedCount } from './importNotes.js';
import { importNative } from './native.js';
import { importOtherToolFile, parseOtherToolText, type OtherToolFormat } from './otherToolImport.js';
import { importPostmanCollection } from './postman/importPostmanCollection.js';
import { importPostmanEnvironment, importPostmanGlobals } from './postman/postmanEnvironment.js';

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

export type ImportResult =
  | (Imported & { kind: 'native'; history: HistoryItem[]; settings: Settings })
  | (Imported & { kind: 'postman-collection' | 'postman-environment' | 'postman-globals' | OtherToolFormat });

function parseJson(text: string): unknown {
  try {
    // A byte order mark is how some editors start a UTF-8 file; JSON.parse refuses it.
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ImportError('INVALID_JSON', messageOf(error), { cause: error });
  }
}

/** `Staging.postman_environment.json` → `Staging`. */
function baseName(fileName: string | undefined): string | undefined {
  return fileName
    ?.replace(/^.*[\\/]/, '')
    .replace(/\.json$/i, '')
    .replace(/\.postman_(environment|globals)$/i, '');
}

function convert(file: unknown, fileName: string | undefined): ImportResult {
  const empty = { collections: [], environments: [], globals: [], warnings: [] };
  const withSummary = <T extends Omit<Imported, 'summary'>>(result: T) => ({
    ...result,
    summary: summarize(result.collections),
  });
  const format = detectFormat(file);
  switch (format) {
    case 'native': {
      const bundle = importNative(file);
      return withSummary({
        ...empty,
        kind: 'native',
        collections: bundle.collections,
        environments: bundle.environments,
        history: bundle.history,
        settings: bundle.settings,
      });
    }
    case 'postman-collection': {
      const { collection, warnings } = importPostmanCollection(file);
      return withSummary({ ...empty, kind: 'postman-collection', collections: [collection], warnings });
    }
    case 'postman-environment':
      return withSummary({
        ...empty,
        kind: 'postman-environment',
        environments: [importPostmanEnvironment(file, baseName(fileName))],
      });
    case 'postman-globals':
      return withSummary({ ...empty, kind: 'postman-globals', globals: importPostmanGlobals(file) });
    case 'unsupported':
      throw new ImportError('UNSUPPORTED_FORMAT', 'Unsupported file format');
    default:
      return withSummary(importOtherToolFile(format, file));
  }
}

/**
 * Reads an import file. Either returns everything it holds or throws an
 * `ImportError` ('Please select a file to import', 'Import failed: …'); never a part of a file.
 */
export function importFile(text: string, fileName?: string): ImportResult {
  if (typeof text !== 'string' || text.trim() === '') throw new ImportError('NO_FILE', 'no file');
  try {
    return convert(parseOtherToolText(text) ?? parseJson(text), fileName);
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError('IMPORT_FAILED', messageOf(error), { cause: error });
  }
}
