import type { Variable } from '../model/variable.js';
import type { VariableScopes } from '../script/host.js';

type ScopeName = 'globals' | 'environment' | 'collectionVariables' | 'local';
const SCOPES: readonly ScopeName[] = ['globals', 'environment', 'collectionVariables', 'local'];

/**
 * The run's scopes after one request's scripts. When nothing else wrote meanwhile (sequential
 * runs) the scripts' scopes are taken as they are. When requests overlap (parallel runs), only
 * what this request's scripts changed — relative to the scopes it started from — is applied, so
 * two requests setting different variables both keep their values.
 */
export function mergeScopes(current: VariableScopes, before: VariableScopes, after: VariableScopes): VariableScopes {
  const merged = { ...current };
  for (const scope of SCOPES) {
    merged[scope] =
      current[scope] === before[scope] ? after[scope] : applyChanges(current[scope], before[scope], after[scope]);
  }
  return merged;
}

function applyChanges(current: Variable[], before: Variable[], after: Variable[]): Variable[] {
  const was = new Map(before.map((variable) => [variable.key, variable]));
  const now = new Map(after.map((variable) => [variable.key, variable]));
  const changed = after.filter((variable) => !sameVariable(was.get(variable.key), variable));
  const removed = new Set(before.filter((variable) => !now.has(variable.key)).map((variable) => variable.key));
  if (changed.length === 0 && removed.size === 0) return current;
  const updates = new Map(changed.map((variable) => [variable.key, variable]));
  const kept = current
    .filter((variable) => !removed.has(variable.key))
    .map((variable) => updates.get(variable.key) ?? variable);
  const present = new Set(kept.map((variable) => variable.key));
  return [...kept, ...changed.filter((variable) => !present.has(variable.key))];
}

function sameVariable(a: Variable | undefined, b: Variable): boolean {
  return a !== undefined && (a === b || JSON.stringify(a) === JSON.stringify(b));
}
