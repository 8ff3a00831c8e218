// Which folders of a repository are collections: every `postman/collections/<name>/`, or the opened
// folder itself when it is one collection's folder (its definition or request files at the top).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const COLLECTIONS_DIR = 'postman/collections';

/** Paths relative to the repository; '' is the repository itself. */
export function collectionFolders(root: string): string[] {
  const listed = join(root, ...COLLECTIONS_DIR.split('/'));
  if (existsSync(listed)) {
    return readdirSync(listed, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${COLLECTIONS_DIR}/${entry.name}`)
      .sort();
  }
  const top = readdirSync(root);
  const isCollection = top.includes('.resources') || top.some((name) => name.endsWith('.request.yaml'));
  return isCollection ? [''] : [];
}
