// Which repository the server has open now: the one named at start (`--open`), another one opened from
// the browser, or none. The routes read it on every call and the live stream follows it, so opening
// another repository switches every open browser without a restart. In hosted mode only folders inside
// the root the administrator set (COURIER_FILES_ROOT) are opened, by their name and by every link on
// the way (docs/decisions/0051-opening-repositories-at-run-time.md).
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { isConfined } from './confinedPath.js';
import { NoRepositoryOpenError, PathOutsideFilesRootError, RepositoryNotOpenableError } from './filesErrors.js';
import { openRepository, type Repository } from './repository.js';

export interface OpenedRepositoryHolder {
  /** The repository open now, if any. */
  current(): Repository | undefined;
  /** The repository open now; a route's call without one is told no repository is open. */
  opened(): Repository;
  /**
   * Opens the folder at `path` (relative paths are taken from the root, or from the server's folder
   * without one) and closes the one open before; the one before stays open when this one cannot be.
   */
  open(path: string): Repository;
  /** Closes the repository open now, if any. */
  close(): void;
  /** Calls `listener` after another repository was opened or the open one closed; returns the way to stop. */
  onSwitch(listener: () => void): () => void;
}

export interface HolderOptions {
  /** Only folders inside it may be opened (hosted mode); any folder of this machine without it. */
  root?: string | undefined;
  /** Opened already, as `--open` does before the server starts. */
  initial?: Repository | undefined;
}

/** The real path of the root, or why the server cannot use it. */
function realRoot(root: string): string {
  try {
    return realpathSync(root);
  } catch {
    throw new RepositoryNotOpenableError(`Cannot open repositories from ${root}: no such folder`);
  }
}

export function createOpenedRepositoryHolder({ root, initial }: HolderOptions = {}): OpenedRepositoryHolder {
  const confinedTo = root === undefined ? undefined : realRoot(root);
  let current = initial;
  const listeners = new Set<() => void>();
  const switched = () => {
    for (const listener of listeners) listener();
  };

  return {
    current: () => current,
    opened() {
      if (!current) throw new NoRepositoryOpenError();
      return current;
    },
    open(path) {
      const absolute = resolve(confinedTo ?? process.cwd(), path);
      if (confinedTo !== undefined && !isConfined(confinedTo, absolute)) throw new PathOutsideFilesRootError(path);
      const opened = openRepository(absolute);
      current?.close();
      current = opened;
      switched();
      return opened;
    },
    close() {
      if (!current) return;
      current.close();
      current = undefined;
      switched();
    },
    onSwitch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
