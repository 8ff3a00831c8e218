// The opened repository's environments: `postman/environments/*.yaml`, each with its secret values
// from the untracked `postman/environments/.local/<name>.yaml` (core's v3Environment.ts). Read on
// every ask, like the collections, so a `git pull` or an editor's change is what the browser sees.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  localEnvironmentPath,
  readV3Environment,
  writeV3Environment,
  type Environment,
  type FileProblem,
  type FolderFile,
} from '@courier/core';
import { NotFoundError } from '../../errors/serverErrors.js';
import { confinedPath } from './confinedPath.js';
import { problemOf } from './readCollectionFolder.js';

const ENVIRONMENTS_DIR = 'postman/environments';

/** Whether a change at `path` (relative, `/`-separated) may change the environments or their offer. */
export const touchesEnvironments = (path: string): boolean =>
  path === ENVIRONMENTS_DIR || path.startsWith(`${ENVIRONMENTS_DIR}/`) || path === '.gitignore';
/** An environment's id says which file it is, so a save finds its file again after any read. */
const ID_PREFIX = 'repository-environment:';

export interface RepositoryEnvironments {
  environments: Environment[];
  problems: FileProblem[];
}

function textAt(root: string, path: string): string | undefined {
  try {
    return readFileSync(confinedPath(root, path), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function environmentFileNames(root: string): string[] {
  try {
    return readdirSync(confinedPath(root, ENVIRONMENTS_DIR), { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export function readRepositoryEnvironments(root: string): RepositoryEnvironments {
  const environments: Environment[] = [];
  const problems: FileProblem[] = [];
  for (const name of environmentFileNames(root)) {
    const path = `${ENVIRONMENTS_DIR}/${name}`;
    const localPath = localEnvironmentPath(path);
    try {
      const tracked: FolderFile = { path, text: textAt(root, path) ?? '' };
      const localText = textAt(root, localPath);
      const local = localText === undefined ? undefined : { path: localPath, text: localText };
      environments.push(readV3Environment(tracked, local, `${ID_PREFIX}${name.slice(0, -'.yaml'.length)}`));
    } catch (error) {
      problems.push(problemOf(error, path));
    }
  }
  return { environments, problems };
}

/** The tracked file of the environment `id` names: one file directly in `postman/environments/`. */
function pathOf(root: string, id: string): string {
  const stem = id.startsWith(ID_PREFIX) ? id.slice(ID_PREFIX.length) : '';
  const path = `${ENVIRONMENTS_DIR}/${stem}.yaml`;
  if (stem === '' || /[\\/]/.test(stem) || textAt(root, path) === undefined) {
    throw new NotFoundError('The repository has no such environment');
  }
  return path;
}

/**
 * Writes an environment the browser saved: its tracked file edited in place, its secret values into
 * the untracked local file. Returns the repository's paths it changed.
 */
export function saveRepositoryEnvironment(root: string, environment: Environment): string[] {
  const path = pathOf(root, environment.id);
  const localPath = localEnvironmentPath(path);
  const texts = writeV3Environment(environment, path, {
    tracked: textAt(root, path),
    local: textAt(root, localPath),
  });
  const changed: string[] = [];
  for (const [file, text] of [
    [path, texts.tracked],
    [localPath, texts.local],
  ] as const) {
    if (text === undefined || textAt(root, file) === text) continue;
    const target = confinedPath(root, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
    changed.push(file);
  }
  return changed;
}
