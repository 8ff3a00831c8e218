/** A folder picked to import (the CLI's path, the browser's folder picker): today, a Bruno collection. */
import { messageOf } from '../errors.js';
import { brunoConfigFile, type FolderFile } from './bruno/brunoConfigFile.js';
import { importBrunoExport } from './bruno/importBruno.js';
import { ImportError } from './errors.js';
import { summarize } from './exportResult.js';
import type { ImportResult } from './importFile.js';
import { isPostmanV3Folder } from './postmanV3/v3Layout.js';

export type { FolderFile } from './bruno/brunoConfigFile.js';

/** Whether a folder's files are one Courier reads (a Bruno collection, a Postman 3.0.0 collection). */
export function isImportableFolder(files: readonly FolderFile[]): boolean {
  return brunoConfigFile(files) !== undefined || isPostmanV3Folder(files);
}

/**
 * Reads a folder's files; either everything it holds or an `ImportError` ('Import failed: …').
 * Bruno's parser is loaded here, when a folder is read: no other import needs it.
 */
export async function importFolder(files: readonly FolderFile[]): Promise<ImportResult> {
  if (!isImportableFolder(files)) {
    throw new ImportError('UNSUPPORTED_FORMAT', 'the folder is not a Bruno collection (it has no bruno.json)');
  }
  if (brunoConfigFile(files) === undefined) {
    const { importPostmanV3Folder } = await import('./postmanV3/importPostmanV3Folder.js');
    return importPostmanV3Folder(files);
  }
  try {
    const { readBrunoFolder } = await import('./bruno/readBrunoFolder.js');
    const { collections, environments, notes } = importBrunoExport(readBrunoFolder(files));
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
