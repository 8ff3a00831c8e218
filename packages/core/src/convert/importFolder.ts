/** A folder picked to import (the CLI's path, the browser's folder picker): today, a Bruno collection. */
import { messageOf } from '../errors.js';
import { importBrunoFolder } from './bruno/importBruno.js';
import { brunoConfigFile, type FolderFile } from './bruno/readBrunoFolder.js';
import { ImportError } from './errors.js';
import { summarize } from './exportResult.js';
import type { ImportResult } from './importFile.js';

export type { FolderFile } from './bruno/readBrunoFolder.js';

/** Whether a folder's files are one Courier reads (those of a Bruno collection). */
export function isImportableFolder(files: readonly FolderFile[]): boolean {
  return brunoConfigFile(files) !== undefined;
}

/** Reads a folder's files; either everything it holds or an `ImportError` ('Import failed: …'). */
export function importFolder(files: readonly FolderFile[]): ImportResult {
  if (!isImportableFolder(files)) {
    throw new ImportError('UNSUPPORTED_FORMAT', 'the folder is not a Bruno collection (it has no bruno.json)');
  }
  try {
    const { collections, environments, notes } = importBrunoFolder(files);
    return {
      kind: 'bruno',
      collections,
      environments,
      globals: [],
      warnings: notes.warnings,
      unmapped: notes.unmapped,
      summary: summarize(collections),
    };
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError('IMPORT_FAILED', messageOf(error), { cause: error });
  }
}
