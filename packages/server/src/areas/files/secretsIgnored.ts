// Whether the repository's `.gitignore` keeps the untracked secrets folder out of git, and adding it
// when the person asks: the file is the team's, so it is only ever changed from the offer they click.
import { readFileSync, writeFileSync } from 'node:fs';
import { localEnvironmentPath } from '@courier/core';
import ignore from 'ignore';
import { confinedPath } from './confinedPath.js';

const GITIGNORE = '.gitignore';
/** The folder of secret values (core's `localEnvironmentPath`), as a `.gitignore` line names it. */
export const SECRETS_FOLDER = localEnvironmentPath('postman/environments/-').slice(0, -'-'.length);

function gitignoreText(root: string): string {
  try {
    return readFileSync(confinedPath(root, GITIGNORE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

/** Whether the top-level `.gitignore` ignores the secrets folder (as git reads its patterns). */
export function secretsIgnored(root: string): boolean {
  return ignore().add(gitignoreText(root)).ignores(`${SECRETS_FOLDER}secret.yaml`);
}

/** Adds the secrets folder to `.gitignore` (made if there is none); nothing when it is ignored already. */
export function ignoreSecrets(root: string): void {
  if (secretsIgnored(root)) return;
  const text = gitignoreText(root);
  const separator = text === '' || text.endsWith('\n') ? '' : '\n';
  writeFileSync(confinedPath(root, GITIGNORE), `${text}${separator}${SECRETS_FOLDER}\n`);
}
