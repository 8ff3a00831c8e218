/**
 * A repository's environment: `postman/environments/<name>.yaml` (tracked), and beside it
 * `postman/environments/.local/<name>.yaml` (untracked) holding the values of variables marked
 * secret. The tracked file names a secret with an empty value, so a commit never carries it;
 * reading puts the local values back (docs/decisions/0052-repository-environments-and-kept-files.md).
 */
import type { FolderFile } from '../bruno/brunoConfigFile.js';
import type { Environment } from '../../model/environment.js';
import { variableText, type Variable } from '../../model/variable.js';
import { importPostmanEnvironment } from '../postman/postmanEnvironment.js';
import { editV3File } from './editV3File.js';
import { parseV3File } from './parseV3File.js';
import { v21Environment } from './readV3Folder.js';
import { stringifyV3 } from './stringifyV3.js';
import { unreadFields } from './v3Kinds.js';
import { directoryOf } from './v3Layout.js';

/** The folder, beside the environments, whose files hold their secret values; `.gitignore` should name it. */
const LOCAL_ENVIRONMENTS_DIR = '.local';

/** The untracked file holding the secret values of the environment file at `path`. */
export function localEnvironmentPath(path: string): string {
  const dir = directoryOf(path);
  return `${dir === '' ? '' : `${dir}/`}${LOCAL_ENVIRONMENTS_DIR}/${path.slice(dir.length === 0 ? 0 : dir.length + 1)}`;
}

const isSecret = (variable: Variable): boolean => variable.type === 'secret';

function localValues(local: FolderFile | undefined): Map<string, string> {
  if (local === undefined) return new Map();
  const values = parseV3File(local).values;
  const rows = Array.isArray(values) ? (values as Record<string, unknown>[]) : [];
  return new Map(rows.map((row) => [String(row.key ?? ''), String(row.value ?? '')]));
}

/** `environment`'s secret variables with their values from the `local` file. */
export function withLocalSecrets(environment: Environment, local: FolderFile | undefined): Environment {
  const secrets = localValues(local);
  return {
    ...environment,
    variables: environment.variables.map((variable) =>
      isSecret(variable) ? { ...variable, value: secrets.get(variable.key) ?? variableText(variable.value) } : variable,
    ),
  };
}

/** The environment `tracked` and its `local` secrets stand for, named `id`. */
export function readV3Environment(tracked: FolderFile, local: FolderFile | undefined, id: string): Environment {
  return withLocalSecrets(importPostmanEnvironment({ ...v21Environment(tracked), id }), local);
}

/** The texts an environment saved over its files: what is tracked, and the secrets kept apart (none: no file). */
export interface V3EnvironmentTexts {
  tracked: string;
  local: string | undefined;
}

/**
 * `environment` written over `existing` (the files as they are now, by path): the tracked file is
 * edited in place, so a changed value is one changed line and what Courier does not read stays.
 */
export function writeV3Environment(
  environment: Environment,
  path: string,
  existing: { tracked?: string; local?: string },
): V3EnvironmentTexts {
  const fields = {
    name: environment.name,
    values: environment.variables.map((variable) => ({
      key: variable.key,
      value: isSecret(variable) ? '' : variableText(variable.value),
      enabled: variable.enabled,
      type: variable.type ?? 'default',
    })),
  };
  const tracked =
    existing.tracked === undefined
      ? stringifyV3(fields)
      : editV3File(
          { path, text: existing.tracked },
          { ...unreadFields({ $kind: 'environment', ...parseV3File({ path, text: existing.tracked }) }), ...fields },
        );
  const secrets = environment.variables
    .filter(isSecret)
    .map((variable) => ({ key: variable.key, value: variableText(variable.value) }));
  const local = secrets.length === 0 && existing.local === undefined ? undefined : stringifyV3({ values: secrets });
  return { tracked, local };
}
