// A collection saved from the browser written over its folder through core's minimal editor: a file
// that exists is edited in place (one changed header is one changed line), a new item is a new file, a
// removed one's file goes. Only files whose text the writer makes differently from the collection as
// it was are looked at, so saving one request of thousands touches one file; a save of some items
// makes the writer's texts of those items alone. Files that did not parse are never written nor
// removed: they are not in `read.files`, and core's rewrite leaves a file alone that it cannot parse.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  isKeptFile,
  rewriteV3Files,
  writeV3Folder,
  type Collection,
  type FolderFile,
  type V3StemOnDisk,
} from '@courier/core';
import { ConflictError } from '../../errors/serverErrors.js';
import { confinedPath } from './confinedPath.js';
import type { CollectionFolder } from './readCollectionFolder.js';

/** The writer's texts of `collection`, path by path, in its own folder. */
export type WriterTexts = ReadonlyMap<string, string>;

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

/**
 * What the writer makes of `collection` in `folder` (it puts a collection under
 * `postman/collections/<its name>/`): every file, or those of the items (and the collection, by its id)
 * in `only`; an item whose file is `onDisk` already under a name of its own keeps that file.
 */
export function writerTexts(
  collection: Collection,
  folder: string,
  { only, onDisk }: { only?: ReadonlySet<string> | undefined; onDisk?: V3StemOnDisk | undefined } = {},
): WriterTexts {
  return new Map(
    writeV3Folder(collection, [], { only, stemOnDisk: onDisk }).map((file) => {
      const inside = file.path.split('/').slice(3).join('/');
      return [folder === '' ? inside : `${folder}/${inside}`, file.text] as const;
    }),
  );
}

function textOnDisk(root: string, path: string): string | undefined {
  try {
    return readFileSync(confinedPath(root, path), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes the writer's `texts` of a saved collection over `read`'s folder, whose collection the writer
 * made `before` of, and removes the files of `before` the save no longer has; with `whole`, `texts`
 * are the whole collection's, and every file of the folder it does not name goes.
 */
export function writeCollectionFolder(
  root: string,
  read: CollectionFolder,
  { before, texts, whole }: { before: WriterTexts; texts: WriterTexts; whole: boolean },
): string[] {
  const differing: FolderFile[] = [];
  for (const [path, text] of texts) if (before.get(path) !== text) differing.push({ path, text });
  const { files } = rewriteV3Files(differing, (path) => textOnDisk(root, path));
  const changed: string[] = [];
  for (const file of files) {
    if (textOnDisk(root, file.path) === file.text) continue;
    const path = confinedPath(root, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.text);
    changed.push(file.path);
  }
  const parsed = new Map(read.files.map((file) => [file.path, file]));
  const gone = whole ? [...parsed.keys()] : [...before.keys()].filter((path) => parsed.has(path));
  for (const path of gone) {
    // A gRPC, MQTT or MCP request is not in the collection the browser saved, yet it stays.
    if (texts.has(path) || isKeptFile(parsed.get(path)!)) continue;
    rmSync(confinedPath(root, path), { force: true });
    changed.push(path);
  }
  return changed;
}

/**
 * Removes a collection's folder: every file of it that parsed, then the folders left empty. A file
 * that did not parse stays, with the folders holding it: it may be someone's work to mend.
 */
export function removeCollectionFolder(root: string, read: CollectionFolder): string[] {
  const changed: string[] = [];
  for (const file of read.files) {
    // A gRPC, MQTT or MCP request was never Courier's to remove: like a broken file, it stays.
    if (isKeptFile(file)) continue;
    rmSync(confinedPath(root, file.path), { force: true });
    changed.push(file.path);
  }
  // The opened folder itself (a repository that is one collection) stays, whatever it holds.
  if (read.folder !== '') removeEmptyFolders(confinedPath(root, read.folder));
  return changed;
}

function removeEmptyFolders(path: string): void {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyFolders(join(path, entry.name));
  }
  if (readdirSync(path).length === 0) rmdirSync(path);
}
