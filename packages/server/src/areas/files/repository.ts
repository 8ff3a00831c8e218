// The repository this server has opened (`--open <path>`): its collections as read now, saving them
// back to their files, and telling listeners what changed (a `git pull`, a branch switch, an editor,
// or a save from a browser). The files are the only copy: nothing is kept in the database, so nothing
// can drift from what git holds. A change is read file by file: the watcher names the files, only
// those are read again, and listeners get each changed collection as a patch of what they were told
// before (collectionPatch.ts). Why: docs/decisions/0053-item-level-saves-and-partial-re-reads.md
import { realpathSync, statSync, watch, type FSWatcher } from 'node:fs';
import { sep } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  existingV3Stems,
  type Collection,
  type CollectionPatch,
  type FolderFile,
  type ItemsSave,
  type RepositoryChange,
  type RepositoryView,
} from '@courier/core';
import { NotFoundError } from '../../errors/serverErrors.js';
import { collectionFolders } from './collectionFolders.js';
import { collectionPatch } from './collectionPatch.js';
import { RepositoryNotOpenableError } from './filesErrors.js';
import { createParsedFiles } from './parsedFiles.js';
import { touchesEnvironments } from './repositoryEnvironments.js';
import { readCollectionFolder, type CollectionFolder } from './readCollectionFolder.js';
import { isSkipped, yamlFilesAt, yamlFilesUnder } from './repositoryFiles.js';
import { withSavedItems } from './savedItems.js';
import {
  newCollectionFolder,
  removeCollectionFolder,
  writeCollectionFolder,
  writerTexts,
  type WriterTexts,
} from './writeCollectionFolder.js';

/** Changes within this long of each other are read once: a checkout touches hundreds of files. */
const SETTLE_MS = 40;
/** What git does inside .git is not a change of the files until the work tree changes too. */
const IN_GIT = /(^|[\\/])\.git([\\/]|$)/;

export interface Repository {
  view(): RepositoryView;
  /**
   * Writes a collection the browser saved whole; one the repository does not hold yet becomes a new
   * folder under `postman/collections/`. Returns the repository's paths it changed.
   */
  save(collection: Collection, origin?: string): string[];
  /** Writes the files of the items saved (savedItems.ts) alone; returns the paths it changed. */
  saveItems(collectionId: string, save: ItemsSave, origin?: string): string[];
  /** Removes a collection's folder (its files that parsed); returns the paths it removed. */
  remove(collectionId: string, origin?: string): string[];
  /** Calls `listener` after the files changed; returns the way to stop. */
  onChange(listener: (change: RepositoryChange) => void): () => void;
  close(): void;
}

interface HeldFolder {
  read: CollectionFolder;
  /** Every YAML file of the folder, path to text, those that do not parse too. */
  listed: Map<string, string>;
  /** What the writer makes of the whole collection, made on its first whole save and kept up to date. */
  written?: Map<string, string>;
}

const isUnder = (path: string, folder: string): boolean =>
  folder === '' || path === folder || path.startsWith(`${folder}/`);

export function openRepository(path: string): Repository {
  let root: string;
  try {
    root = realpathSync(path);
    if (!statSync(root).isDirectory()) throw new Error('not a folder');
  } catch {
    throw new RepositoryNotOpenableError(`Cannot open ${path}: no such folder`);
  }
  const parsed = createParsedFiles();
  const createdAt = new Date().toISOString();
  let folders = new Map<string, HeldFolder>();
  const listeners = new Set<(change: RepositoryChange) => void>();

  const problems = () => [...folders.values()].flatMap((held) => held.read.problems);
  const filesOf = (listed: Map<string, string>): FolderFile[] => [...listed].map(([path, text]) => ({ path, text }));
  const readHeld = (folder: string, listed: Map<string, string>): HeldFolder => ({
    read: readCollectionFolder(folder, filesOf(listed), { parse: parsed.parse, createdAt }),
    listed,
  });
  const heldOf = (collectionId: string): HeldFolder => {
    for (const held of folders.values()) if (held.read.collection?.id === collectionId) return held;
    throw new NotFoundError('The repository holds no such collection');
  };
  const tell = (change: Omit<RepositoryChange, 'problems' | 'environments'>, environments = false) => {
    for (const listener of listeners) listener({ ...change, problems: problems(), environments });
  };

  /** Reads again what `names` (paths the watcher gave; all when undefined) touched, and tells what changed. */
  const refresh = (names: ReadonlySet<string> | undefined) => {
    const before = problems();
    const changes: CollectionPatch[] = [];
    const removed: string[] = [];
    const now = new Map<string, HeldFolder>();
    for (const folder of collectionFolders(root)) {
      const held = folders.get(folder);
      let next = held;
      if (held === undefined || names === undefined) {
        next = readHeld(folder, new Map(yamlFilesUnder(root, folder).map((file) => [file.path, file.text])));
      } else {
        const touched = [...names].filter((name) => isUnder(name, folder) && !isSkipped(name));
        if (relist(held.listed, touched)) next = { ...readHeld(folder, held.listed), written: held.written };
      }
      now.set(folder, next!);
      if (next === held) continue;
      const was = held?.read.collection;
      const is = next!.read.collection;
      if (is) {
        const patch = collectionPatch(was?.id === is.id ? was : undefined, is);
        if (patch) changes.push(patch);
        if (was && was.id !== is.id) removed.push(was.id);
      } else if (was) removed.push(was.id);
    }
    for (const [folder, held] of folders) {
      if (now.has(folder)) continue;
      for (const file of held.listed.keys()) parsed.forget(file);
      if (held.read.collection) removed.push(held.read.collection.id);
    }
    folders = now;
    const environments = names === undefined || [...names].some(touchesEnvironments);
    if (changes.length > 0 || removed.length > 0 || environments || !isDeepStrictEqual(before, problems())) {
      tell({ collections: changes, removed, origin: null }, environments);
    }
  };

  /** Lists again the files at `names` into `listed`; whether any text changed. */
  const relist = (listed: Map<string, string>, names: readonly string[]): boolean => {
    let changed = false;
    for (const name of names) {
      const found = new Map(yamlFilesAt(root, name).map((file) => [file.path, file.text]));
      for (const path of [...listed.keys()]) {
        if (!isUnder(path, name) || found.has(path)) continue;
        listed.delete(path);
        parsed.forget(path);
        changed = true;
      }
      for (const [file, text] of found) {
        if (listed.get(file) === text) continue;
        listed.set(file, text);
        changed = true;
      }
    }
    return changed;
  };

  /** Takes a save's writes into what is held, so the watcher's news of them reads nothing again. */
  const noteSaved = (
    held: HeldFolder | undefined,
    read: CollectionFolder,
    collection: Collection,
    changed: readonly string[],
    origin: string | undefined,
  ): HeldFolder => {
    const listed = held?.listed ?? new Map<string, string>();
    relist(listed, changed);
    const broken = new Set(read.problems.map((problem) => problem.file));
    const saved: HeldFolder = {
      read: { ...read, collection, files: filesOf(listed).filter((file) => !broken.has(file.path)) },
      listed,
      written: held?.written,
    };
    folders.set(read.folder, saved);
    // A new folder takes its place among the others, in collectionFolders.ts's order.
    if (!held) folders = new Map([...folders].sort(([a], [b]) => (a < b ? -1 : 1)));
    const patch = collectionPatch(held?.read.collection, collection);
    if (patch) tell({ collections: [patch], removed: [], origin: origin ?? null });
    return saved;
  };

  refresh(undefined);
  if (folders.size === 0) {
    throw new RepositoryNotOpenableError(
      `Cannot open ${path}: it holds no Postman collection folder (postman/collections/<name>/)`,
    );
  }

  let settle: NodeJS.Timeout | undefined;
  let pending: Set<string> | undefined = new Set();
  const watcher: FSWatcher = watch(root, { recursive: true }, (_event, name) => {
    if (name !== null && IN_GIT.test(name)) return;
    // No name: something changed, nobody says what, so everything is read again.
    if (name === null) pending = undefined;
    else pending?.add(name.split(sep).join('/'));
    clearTimeout(settle);
    settle = setTimeout(() => {
      const names = pending;
      pending = new Set();
      try {
        refresh(names);
      } catch {
        // A file went away while it was read (a checkout in progress): the watcher tells of it next,
        // and that read reads everything, so nothing stays missed.
        pending = undefined;
      }
    }, SETTLE_MS);
  });

  /** Where the folder's files are, so an edited item keeps a file a person named otherwise. */
  const stemsOnDisk = (read: CollectionFolder) => existingV3Stems(read.files, parsed.parse, read.folder);

  const saveWhole = (collection: Collection, origin?: string): string[] => {
    const held = [...folders.values()].find((candidate) => candidate.read.collection?.id === collection.id);
    const read = held?.read ?? newCollectionFolder(root, collection);
    const onDisk = stemsOnDisk(read);
    const before: WriterTexts =
      held?.written ?? (held?.read.collection ? writerTexts(held.read.collection, read.folder, { onDisk }) : new Map());
    const texts = writerTexts(collection, read.folder, { onDisk });
    const changed = writeCollectionFolder(root, read, { before, texts, whole: true });
    noteSaved(held, read, collection, changed, origin).written = new Map(texts);
    return changed;
  };

  return {
    view: () => ({
      root: path,
      collections: [...folders.values()].flatMap((held) => (held.read.collection ? [held.read.collection] : [])),
      problems: problems(),
    }),
    save: saveWhole,
    saveItems(collectionId, save, origin) {
      const held = heldOf(collectionId);
      const { collection, written, renamed } = withSavedItems(held.read.collection!, save);
      // A renamed item moves to a file of its new name and may move a sibling of that name too.
      if (renamed) return saveWhole(collection, origin);
      const onDisk = stemsOnDisk(held.read);
      const before = writerTexts(held.read.collection!, held.read.folder, { only: written, onDisk });
      const texts = writerTexts(collection, held.read.folder, { only: written, onDisk });
      const changed = writeCollectionFolder(root, held.read, { before, texts, whole: false });
      if (held.written) {
        for (const file of before.keys()) held.written.delete(file);
        for (const [file, text] of texts) held.written.set(file, text);
      }
      noteSaved(held, held.read, collection, changed, origin);
      return changed;
    },
    remove(collectionId, origin) {
      const held = heldOf(collectionId);
      const changed = removeCollectionFolder(root, held.read);
      for (const file of held.listed.keys()) parsed.forget(file);
      folders.delete(held.read.folder);
      tell({ collections: [], removed: [collectionId], origin: origin ?? null });
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
