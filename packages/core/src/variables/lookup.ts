import type { VariableScopes } from '../script/host.js';
import type { Variable } from '../model/variable.js';
import { placeholderText } from '../model/variable.js';
import type { VariableLookup } from './placeholders.js';

/**
 * Where a placeholder's value comes from. A source is a variable list (environment, globals,
 * collection or local variables: disabled rows never answer, and of two enabled rows with the
 * same key the later wins, as in Postman's VariableList) or a plain record (a data-file row, a
 * run's variables: only own properties answer, so `{{constructor}}` is not Object's).
 *
 * Which order to use:
 * - the send pipeline and the runner, for anything run from a collection: `lookupFromScopes`,
 *   Postman's order, because imported collections rely on it;
 * - `specResolutionLookup` and `generalLookup` are the two simpler orders, for callers
 *   that hold only an environment and a run's variables (the builder's validation and preview
 *   of a request outside any collection run).
 */
export type VariableSource = readonly Variable[] | Readonly<Record<string, unknown>>;

function valueIn(source: VariableSource, name: string): string | undefined {
  if (Array.isArray(source)) {
    const list = source as readonly Variable[];
    for (let i = list.length - 1; i >= 0; i -= 1) {
      const variable = list[i];
      if (variable && variable.key === name && variable.enabled !== false) return placeholderText(variable.value);
    }
    return undefined;
  }
  const record = source as Readonly<Record<string, unknown>>;
  if (!Object.hasOwn(record, name)) return undefined;
  const value = record[name];
  // A data row's null leaves the placeholder as written, as Postman's plain-object lookup does.
  return value === undefined || value === null ? undefined : placeholderText(value);
}

/** The first source, in order, that defines the name answers. */
export function lookupFromSources(...sources: Array<VariableSource | undefined>): VariableLookup {
  const present = sources.filter((source): source is VariableSource => source !== undefined);
  return (name) => {
    for (const source of present) {
      const value = valueIn(source, name);
      if (value !== undefined) return value;
    }
    return undefined;
  };
}

/** Postman's precedence, narrowest scope first: local → iteration data → environment → collection → globals. */
export function lookupFromScopes(scopes: VariableScopes): VariableLookup {
  return lookupFromSources(
    scopes.local,
    scopes.iterationData,
    scopes.environment,
    scopes.collectionVariables,
    scopes.globals,
  );
}

/** The environment first, then the run's variables. */
export function specResolutionLookup(
  environment: VariableSource | undefined,
  runVariables: VariableSource | undefined,
): VariableLookup {
  return lookupFromSources(environment, runVariables);
}

/** The general lookup: variables, then globals, then the supplied environment. */
export function generalLookup(
  variables: VariableSource | undefined,
  globals: VariableSource | undefined,
  environment: VariableSource | undefined,
): VariableLookup {
  return lookupFromSources(variables, globals, environment);
}

/** "Is it defined?" for validation, from the same lookup that resolves. */
export function definedIn(lookup: VariableLookup): (name: string) => boolean {
  return (name) => lookup(name) !== undefined;
}
