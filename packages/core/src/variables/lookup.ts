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
 * Every send, the builder's check and preview included, reads Postman's order (`lookupFromScopes`),
 * because imported collections rely on it.
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

/** Postman's precedence, narrowest scope first, with the name the preview gives each scope. */
const SCOPE_PRECEDENCE = [
  ['local', 'Local'],
  ['iterationData', 'Data'],
  ['environment', 'Environment'],
  ['collectionVariables', 'Collection'],
  ['globals', 'Globals'],
] as const satisfies ReadonlyArray<readonly [keyof VariableScopes, string]>;

/** The scope a resolved value came from, as the preview names it. */
export type VariableScopeName = (typeof SCOPE_PRECEDENCE)[number][1];

/** Postman's precedence, narrowest scope first: local → iteration data → environment → collection → globals. */
export function lookupFromScopes(scopes: VariableScopes): VariableLookup {
  return lookupFromSources(...SCOPE_PRECEDENCE.map(([scope]) => scopes[scope]));
}

/** The narrowest scope that defines the name, in the order `lookupFromScopes` reads them. */
export function scopeDefining(scopes: VariableScopes, name: string): VariableScopeName | undefined {
  return SCOPE_PRECEDENCE.find(([scope]) => valueIn(scopes[scope], name) !== undefined)?.[1];
}
