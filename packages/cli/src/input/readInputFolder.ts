import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { isImportableFolder, messageOf, type FolderFile } from '@courier/core';
import { CliError } from '../errors.js';

/** The files a collection folder is made of (Bruno's, Postman 3.0.0's); anything else is not read. */
const COLLECTION_FILE = /(^|[\\/])bruno\.json$|\.bru$|\.yaml$/;
/** Folders Bruno itself skips: dependencies of the collection's scripts and version control. */
const SKIPPED = new Set(['node_modules', '.git']);

export function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function collect(root: string, dir: string, files: FolderFile[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) collect(root, path, files);
    } else if (entry.isFile() && COLLECTION_FILE.test(entry.name)) {
      // Paths as a browser's folder picker gives them: the folder's own name first, `/` between.
      const inside = relative(root, path).split(sep).join('/');
      files.push({ path: `${basename(root)}/${inside}`, text: readFileSync(path, 'utf8') });
    }
  }
}

/** A collection folder named on the command line, as the files core's `importFolder` reads. */
export function readInputFolder(path: string, what: string): FolderFile[] {
  const files: FolderFile[] = [];
  try {
    collect(path, path, files);
  } catch (error) {
    throw new CliError('INPUT_FILE', `cannot read ${what} folder ${path}: ${messageOf(error)}`, { cause: error });
  }
  if (!isImportableFolder(files)) {
    throw new CliError(
      'INPUT_FILE',
      `cannot load ${what} folder ${path}: it is not a Bruno collection (no bruno.json)`,
    );
  }
  return files;
}
