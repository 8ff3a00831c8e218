// The repository this server has opened (`--open <path>`): its collections as read now, saving one
// back to its files, and telling listeners when anything under it changed on disk (a `git pull`, a
// branch switch, an editor, or a save from a browser). The files are the only copy: nothing is kept in
// the database, so nothing can drift from what git holds.
import { realpathSync, statSync, watch, type FSWatcher } from 'node:fs';
import type { Collection } from '@courier/core';
import { collectionFolders } from './collectionFolders.js';
import { RepositoryNotOpenableError } from './filesErrors.js';
import { createParsedFiles } from './parsedFiles.js';
import { readCollectionFolder, type CollectionFolder, type FileProblem } from './readCollectionFolder.js';
import { newCollectionFolder, writeCollectionFolder, writerTexts, type WriterTexts } from './writeCollectionFolder.js';

/** Changes within this long of each other are read once: a checkout touches hundreds of files. */
const SETTLE_MS = 40;

interface RepositoryView {
  /** The opened folder's absolute path, as the user named it. */
  root: string;
  collections: Collection[];
  problems: FileProblem[];
}

export interface Repository {
  view(): RepositoryView;
  /**
   * Writes a collection the browser saved; one the repository does not hold yet becomes a new folder
   * under `postman/collections/`. Returns the repository's paths it changed.
   */
  save(collection: Collection): string[];
  /** Calls `listener` after the files changed and were read again; returns the way to stop. */
  onChange(listener: () => void): () => void;
  close(): void;
}

export function openRepository(path: string): Repository {
  let root: string;
  try {
    root = realpathSync(path);
    if (!statSync(root).isDirectory()) throw new Error('not a folder');
  } catch {
    throw new RepositoryNotOpenableError(`Cannot open ${path}: no such folder`);
  }
  let folders: CollectionFolder[] = [];
  // What the writer makes of each folder's collection as last read or saved, made on the first save.
  const written = new Map<CollectionFolder, WriterTexts>();
  const parsed = createParsedFiles();
  const read = () => {
    folders = collectionFolders(root).map((folder) => readCollectionFolder(root, folder, parsed.parse));
    parsed.sweep();
    written.clear();
  };
  read();
  if (folders.length === 0) {
    throw new RepositoryNotOpenableError(
      `Cannot open ${path}: it holds no Postman collection folder (postman/collections/<name>/)`,
    );
  }

  const listeners = new Set<() => void>();
  let settle: NodeJS.Timeout | undefined;
  const watcher: FSWatcher = watch(root, { recursive: true }, (_event, name) => {
    // What git does inside .git is not a change of the files until the work tree changes too.
    if (name !== null && /(^|[\\/])\.git([\\/]|$)/.test(name)) return;
    clearTimeout(settle);
    settle = setTimeout(() => {
      read();
      for (const listener of listeners) listener();
    }, SETTLE_MS);
  });

  return {
    view: () => ({
      root: path,
      collections: folders.flatMap((folder) => (folder.collection ? [folder.collection] : [])),
      problems: folders.flatMap((folder) => folder.problems),
    }),
    save(collection) {
      const folder =
        folders.find((candidate) => candidate.collection?.id === collection.id) ??
        newCollectionFolder(root, collection);
      const before =
        written.get(folder) ?? (folder.collection ? writerTexts(folder.collection, folder.folder) : new Map());
      const { changed, texts } = writeCollectionFolder(root, folder, before, collection);
      // Until the watcher reads the folder again, the next save is based on this one.
      const saved: CollectionFolder = {
        ...folder,
        collection,
        files: [...texts.keys()].map((path) => ({ path, text: texts.get(path)! })),
      };
      folders = [...folders.filter((candidate) => candidate !== folder), saved];
      written.set(saved, texts);
      return changed;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      clearTimeout(settle);
      watcher.close();
    },
  };
}
