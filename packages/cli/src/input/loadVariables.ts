import type { Variable } from '@courier/core';
import { CliError } from '../errors.js';
import { importInputFile } from './loadCollection.js';
import { withRepositorySecrets } from './repositorySecrets.js';
import type { InputOptions } from './readInputFile.js';

export interface NamedVariables {
  /** The file's id, which `--export-environment` keeps, as Newman does. */
  id?: string;
  name: string;
  variables: Variable[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Newman reads only `disabled` on the values of an environment or globals file; `enabled: false`,
 * which the Postman app honours, switches nothing off there. So that flag is dropped before import.
 */
function withoutEnabledFlags(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text; // the importer says what is wrong with it
  }
  const values = Array.isArray(parsed) ? parsed : isObject(parsed) ? parsed['values'] : undefined;
  if (!Array.isArray(values)) return text;
  for (const row of values) if (isObject(row)) delete row['enabled'];
  return JSON.stringify(parsed);
}

/**
 * `-e` / `-g`: a Postman environment or globals file, or a Courier export (its first
 * environment). Either file kind is accepted for either flag, as Newman reads both the same way.
 */
export async function loadVariables(
  path: string,
  what: 'environment' | 'globals',
  options: InputOptions = {},
): Promise<NamedVariables> {
  const imported = await importInputFile(path, what, options, withoutEnabledFlags);
  if (imported.kind === 'postman-globals') return { name: 'Globals', variables: imported.globals };
  const [read] = imported.environments;
  if (!read) throw new CliError('INPUT_FILE', `cannot load ${what} file ${path}: it holds no variables`);
  const environment = await withRepositorySecrets(path, read);
  return { id: environment.id, name: environment.name, variables: environment.variables };
}

/**
 * `--env-var k=v` / `--global-var k=v`: split at the first '=', so a value may hold more. A bare
 * `--env-var k` defines k without a value, as Newman does (`{{k}}` then stands for nothing).
 */
export function parseAssignment(text: string, flag: string): Variable {
  const at = text.indexOf('=');
  const key = at === -1 ? text : text.slice(0, at);
  if (key === '') throw new CliError('USAGE', `${flag} expects key=value, got "${text}"`);
  return { key, value: at === -1 ? '' : text.slice(at + 1), enabled: true };
}

/** Command-line values override the file's variables of the same name, as in Newman. */
export function withOverrides(variables: readonly Variable[], overrides: readonly Variable[]): Variable[] {
  const keys = new Set(overrides.map((variable) => variable.key));
  return [...variables.filter((variable) => !keys.has(variable.key)), ...overrides];
}
