// A git repository holding Postman 3.0.0 collection folders, written by core's writer into a temp
// folder and committed, as a team's checkout would be: the repository tests, the browser's
// open-repository test and `npm run bench files` start from one.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { importPostmanCollection, writeV3Folder } from '@courier/core';
import { generatedPostmanCollection, type GeneratedCollectionShape } from './generatedPostmanCollection.js';

/** Runs git in `dir` with a fixed author, so a test machine needs no git configuration. */
export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Courier Test', '-c', 'user.email=test@courier.invalid', ...args], {
    cwd: dir,
    encoding: 'utf8',
  });
}

/** Writes `text` at `path` (relative, `/` separated) inside `dir`, making its folders. */
export function writeRepositoryFile(dir: string, path: string, text: string): void {
  const file = join(dir, ...path.split('/'));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * A committed repository with one collection of the generated shape under `postman/collections/`;
 * returns its folder. The collection is named `name`.
 */
export function postmanRepository(shape: GeneratedCollectionShape, name = 'Team API'): string {
  const dir = mkdtempSync(join(tmpdir(), 'courier-repository-'));
  const file = generatedPostmanCollection(shape);
  const { collection } = importPostmanCollection({ ...file, info: { ...(file.info as object), name } });
  for (const written of writeV3Folder(collection)) writeRepositoryFile(dir, written.path, written.text);
  git(dir, 'init', '--quiet');
  git(dir, 'add', '.');
  git(dir, 'commit', '--quiet', '-m', 'Collection');
  return dir;
}
