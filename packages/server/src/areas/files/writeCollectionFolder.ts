// A collection saved from the browser written over its folder through core's minimal editor: a file
// that exists is edited in place (one changed header is one changed line), a new item is a new file, a
// removed one's file goes. Files that did not parse are never written nor removed: they are not in
// `read.files`, and core's rewrite leaves a file alone that it cannot parse.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { rewriteV3Files, writeV3Folder, type Collection, type FolderFile } from '@courier/core';
import { ConflictError } from '../../errors/serverErrors.js';
import { confinedPath } from './confinedPath.js';
import type { CollectionFolder } from './readCollectionFolder.js';

/**
 * Where a collection new to the repository goes: the folder the writer names after it, which must not
 * hold another collection already.
 */
export function newCollectionFolder(root: string, collection: Collection): CollectionFolder {
  const [definition] = writeV3Folder({ ...collection, items: [] });
  const folder = definition!.path.split('/').slice(0, 3).join('/');
  if (existsSync(confinedPath(root, folder))) {
    throw new ConflictError(`The repository already has a folder ${folder}: rename the collection first`);
  }
  return { folder, files: [], problems: [] };
}

/** The writer puts a collection under `postman/collections/<its name>/`; here it goes to its own folder. */
function inFolder(files: readonly FolderFile[], folder: string): FolderFile[] {
  return files.map((file) => {
    const inside = file.path.split('/').slice(3).join('/');
    return { path: folder === '' ? inside : `${folder}/${inside}`, text: file.text };
  });
}

function textOnDisk(root: string, path: string): string | undefined {
  try {
    return readFileSync(confinedPath(root, path), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes `collection` over `read`'s folder; returns the paths it changed. */
export function writeCollectionFolder(root: string, read: CollectionFolder, collection: Collection): string[] {
  const wanted = inFolder(writeV3Folder(collection), read.folder);
  const { files } = rewriteV3Files(wanted, (path) => textOnDisk(root, path));
  const changed: string[] = [];
  for (const file of files) {
    if (textOnDisk(root, file.path) === file.text) continue;
    const path = confinedPath(root, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.text);
    changed.push(file.path);
  }
  const kept = new Set(wanted.map((file) => file.path));
  for (const file of read.files) {
    if (kept.has(file.path)) continue;
    rmSync(confinedPath(root, file.path), { force: true });
    changed.push(file.path);
  }
  return changed;
}
