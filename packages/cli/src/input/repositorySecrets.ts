// `-e postman/environments/<name>.yaml`: a repository's environment takes the secret values kept beside
// it in the untracked `postman/environments/.local/<name>.yaml`, as the workbench reads them
// (docs/decisions/0052-repository-environments-and-kept-files.md). In CI there is no such file, and
// secrets come from `--env-var`.
import { readFile } from 'node:fs/promises';
import { sep } from 'node:path';
import { messageOf, type Environment } from '@courier/core';
import { CliError } from '../errors.js';

export async function withRepositorySecrets(path: string, environment: Environment): Promise<Environment> {
  if (!path.endsWith('.yaml')) return environment;
  const { localEnvironmentPath, withLocalSecrets } = await import('@courier/core/import');
  const local = localEnvironmentPath(path.split(sep).join('/'));
  let text: string;
  try {
    text = await readFile(local, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return environment;
    throw new CliError('INPUT_FILE', `cannot read the secrets file ${local}: ${messageOf(error)}`, { cause: error });
  }
  return withLocalSecrets(environment, { path: local, text });
}
