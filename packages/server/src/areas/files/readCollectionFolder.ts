// One collection folder read from disk. A file that does not parse becomes a problem with its
// `file:line` and is left out; the rest of the collection is read as if it were not there.
import { importPostmanV3Folder, messageOf, parseV3File, type Collection, type FolderFile } from '@courier/core';
import { yamlFilesUnder } from './repositoryFiles.js';
import { withStableIds } from './stableIds.js';

export interface FileProblem {
  /** The file, relative to the repository. */
  file: string;
  line: number;
  /** `file:line: what is wrong`, as the importer says it. */
  message: string;
}

export interface CollectionFolder {
  /** The folder, relative to the repository ('' for the repository itself). */
  folder: string;
  /** Absent when nothing of it could be read. */
  collection?: Collection;
  /** The files that parsed: the only ones a save may change or remove. */
  files: FolderFile[];
  problems: FileProblem[];
}

const IMPORT_PREFIX = /^Import failed: /;

function problemOf(file: string, error: unknown): FileProblem {
  const message = messageOf(error).replace(IMPORT_PREFIX, '');
  const line = Number(/^[^:]+:(\d+):/.exec(message)?.[1] ?? 1);
  return { file, line, message };
}

export function readCollectionFolder(root: string, folder: string): CollectionFolder {
  const problems: FileProblem[] = [];
  const files = yamlFilesUnder(root, folder).filter((file) => {
    try {
      parseV3File(file);
      return true;
    } catch (error) {
      problems.push(problemOf(file.path, error));
      return false;
    }
  });
  try {
    const fallbackName = folder.split('/').at(-1) || 'Collection';
    const [collection] = importPostmanV3Folder(files, fallbackName).collections;
    return { folder, files, problems, collection: collection && withStableIds(collection, folder) };
  } catch (error) {
    // A file that parses but is not a v3 file (no `$kind`): the folder is shown as that problem.
    const message = messageOf(error).replace(IMPORT_PREFIX, '');
    const file = /^([^:]+):\d+:/.exec(message)?.[1] ?? folder;
    return { folder, files, problems: [...problems, problemOf(file, error)] };
  }
}
