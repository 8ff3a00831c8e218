// The YAML files of one collection folder, with paths relative to the repository, `/` between parts.
// Links are not followed: a link to a folder elsewhere would show (and let Courier write) files that
// are not the repository's.
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FolderFile } from '@courier/core';

/** Folders that never hold a collection's files: version control and script dependencies. */
const SKIPPED = new Set(['.git', 'node_modules']);

/** Whether `path` (relative, `/` separated) lies in a folder that never holds a collection's files. */
export const isSkipped = (path: string): boolean => path.split('/').some((part) => SKIPPED.has(part));

/**
 * The YAML files at `path` as it is now: the file itself, or those under it when it is a folder, or
 * none when it is gone or is a link.
 */
export function yamlFilesAt(root: string, path: string): FolderFile[] {
  const absolute = join(root, ...path.split('/'));
  try {
    const stats = lstatSync(absolute);
    if (stats.isDirectory()) return yamlFilesUnder(root, path);
    return stats.isFile() && path.endsWith('.yaml') ? [{ path, text: readFileSync(absolute, 'utf8') }] : [];
  } catch (error) {
    if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return [];
    throw error;
  }
}

/** The YAML files under `dir` (relative; '' is the repository), none when it is not a folder. */
export function yamlFilesUnder(root: string, dir: string): FolderFile[] {
  const files: FolderFile[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(root, ...relative.split('/')), { withFileTypes: true })) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory() && !SKIPPED.has(entry.name)) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.yaml')) {
        files.push({ path, text: readFileSync(join(root, ...path.split('/')), 'utf8') });
      }
    }
  };
  try {
    walk(dir);
  } catch (error) {
    // A folder removed while it is read (a checkout) holds nothing now: the watcher tells of it next.
    if (!['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
  return files;
}
