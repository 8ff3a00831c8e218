// The YAML files of one collection folder, with paths relative to the repository, `/` between parts.
// Links are not followed: a link to a folder elsewhere would show (and let Courier write) files that
// are not the repository's.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FolderFile } from '@courier/core';

/** Folders that never hold a collection's files: version control and script dependencies. */
const SKIPPED = new Set(['.git', 'node_modules']);

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
  walk(dir);
  return files;
}
