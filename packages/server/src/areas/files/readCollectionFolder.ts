// One collection folder read from disk. A file that does not parse becomes a problem with its
// `file:line` and is left out; the rest of the collection is read as if it were not there.
import {
  ImportError,
  importPostmanV3Folder,
  messageOf,
  type Collection,
  type FileProblem,
  type FolderFile,
  type V3FileParser,
} from '@courier/core';
import { withStableIds } from './stableIds.js';

export interface CollectionFolder {
  /** The folder, relative to the repository ('' for the repository itself). */
  folder: string;
  /** Absent when nothing of it could be read. */
  collection?: Collection;
  /** The files that parsed: the only ones a save may change or remove. */
  files: readonly FolderFile[];
  problems: FileProblem[];
}

const IMPORT_PREFIX = /^Import failed: /;
/** `path:line: what` — how core names the file and line of a broken file. */
const FILE_AND_LINE = /^(.+?):(\d+): /;

export function problemOf(error: unknown, fallbackFile: string): FileProblem {
  const message = messageOf(error).replace(IMPORT_PREFIX, '');
  const [, file = fallbackFile, line = '1'] = FILE_AND_LINE.exec(message) ?? [];
  return { file, line: Number(line), message };
}

/**
 * Reads `folder` from its YAML files (`listed`); `parse` may answer from what it parsed at the last
 * read (parsedFiles.ts). Its items are given `createdAt`, the time the repository was opened.
 */
export function readCollectionFolder(
  folder: string,
  listed: readonly FolderFile[],
  { parse, createdAt }: { parse: V3FileParser; createdAt: string },
): CollectionFolder {
  const problems: FileProblem[] = [];
  let files = listed;
  const fallbackName = folder.split('/').at(-1) || 'Collection';
  // The importer parses each file once and names the first it cannot read; that file is left out and
  // the rest read again, so a folder without broken files (the usual case) is parsed once.
  for (;;) {
    try {
      const [collection] = importPostmanV3Folder(files, fallbackName, parse).collections;
      return { folder, files, problems, collection: collection && withStableIds(collection, folder, createdAt) };
    } catch (error) {
      const problem = problemOf(error, folder);
      problems.push(problem);
      const remaining = files.filter((file) => file.path !== problem.file);
      // Not one file's fault (or no file named): the folder is shown as that problem.
      if (!(error instanceof ImportError) || remaining.length === files.length) return { folder, files, problems };
      files = remaining;
    }
  }
}
