// Every file the repository area reads, writes or deletes is inside the opened folder: a name from the
// browser ('../../etc/passwd') or a symbolic link pointing elsewhere never takes a write out of it.
import { realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { PathOutsideRepositoryError } from './filesErrors.js';

const isInside = (root: string, path: string): boolean => {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
};

/** Whether the absolute `path` is inside `root` (a real path), by its name and by the links on the way. */
export function isConfined(root: string, path: string): boolean {
  return isInside(root, path) && isInside(root, realPathOf(path));
}

/** The real path of `path`, or of its nearest existing parent with the rest appended (a file not yet written). */
function realPathOf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    const parent = dirname(path);
    if (parent === path) return path;
    return resolve(realPathOf(parent), relative(parent, path));
  }
}

/**
 * The absolute path of `relativePath` (`/` separated) inside `root`, which is a real path; refused
 * when the name or any link on the way leads outside it.
 */
export function confinedPath(root: string, relativePath: string): string {
  const path = resolve(root, ...relativePath.split('/'));
  if (!isConfined(root, path)) throw new PathOutsideRepositoryError(relativePath);
  return path;
}
