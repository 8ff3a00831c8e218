/**
 * Postman environment and globals files: `{ id, name, values: [{ key, value, type, enabled }],
 * _postman_variable_scope }`. Newman also reads globals written as a bare list of values.
 */
import { EnvironmentSchema, type Environment } from '../../model/environment.js';
import { createId } from '../../model/id.js';
import { describeIssues } from '../../model/parse.js';
import type { Variable } from '../../model/variable.js';
import { ImportError } from '../errors.js';
import { exportFileName } from '../exportFileName.js';
import { jsonText, type ExportedFile } from '../exportResult.js';
import { assertJsonDepth } from '../limits.js';
import { isRecord, textOf } from '../untrusted.js';
import { importVariables } from './postmanVariables.js';

export type PostmanVariableScope = 'environment' | 'globals';

function valuesOf(file: unknown): unknown[] {
  if (Array.isArray(file)) return file;
  if (isRecord(file) && Array.isArray(file['values'])) return file['values'];
  throw new ImportError('IMPORT_FAILED', "A Postman environment needs a 'values' list");
}

/** `fallbackName` (e.g. the file name) names an environment whose file carries no name. */
export function importPostmanEnvironment(file: unknown, fallbackName?: string): Environment {
  assertJsonDepth(file);
  const variables = importVariables(valuesOf(file));
  const record = isRecord(file) ? file : {};
  const name = textOf(record['name']).trim() || fallbackName?.trim() || 'Imported environment';
  const id = textOf(record['id']).trim() || createId();
  const parsed = EnvironmentSchema.safeParse({ id, name, variables, isDefault: false });
  if (!parsed.success) throw new ImportError('IMPORT_FAILED', describeIssues(parsed.error), { cause: parsed.error });
  return parsed.data;
}

export function importPostmanGlobals(file: unknown): Variable[] {
  assertJsonDepth(file);
  return importVariables(valuesOf(file));
}

export interface VariablesFileOptions {
  /** The export time written into the file and its name; defaults to now. */
  now?: Date;
  /** The tool named in `_postman_exported_using`. */
  exportedUsing?: string;
}

function variablesFile(
  scope: PostmanVariableScope,
  head: { id: string; name: string },
  variables: readonly Variable[],
  options: VariablesFileOptions,
): ExportedFile {
  const now = options.now ?? new Date();
  const file = {
    id: head.id,
    name: head.name,
    values: variables.map((variable) => ({
      key: variable.key,
      value: variable.value,
      type: variable.type ?? 'default',
      enabled: variable.enabled,
    })),
    _postman_variable_scope: scope,
    _postman_exported_at: now.toISOString(),
    _postman_exported_using: options.exportedUsing ?? 'Courier',
  };
  const prefix = scope === 'globals' ? 'workspace.postman_globals' : `${head.name}.postman_environment`;
  return { text: jsonText(file), fileName: exportFileName(prefix, now) };
}

export function exportPostmanEnvironment(environment: Environment, options: VariablesFileOptions = {}): ExportedFile {
  return variablesFile('environment', environment, environment.variables, options);
}

export function exportPostmanGlobals(
  globals: readonly Variable[],
  options: VariablesFileOptions & { id?: string } = {},
): ExportedFile {
  return variablesFile('globals', { id: options.id ?? createId(), name: 'Globals' }, globals, options);
}
