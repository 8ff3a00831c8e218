import { namesSetByScripts } from '../../script/namesSetByScripts.js';
import type { VariableScopes } from '../../script/host.js';
import { lookupFromScopes, scopeDefining, type VariableScopeName } from '../../variables/lookup.js';
import type { VariableLookup } from '../../variables/placeholders.js';
import type { SendContext } from './context.js';
import { scriptChain } from './inherit.js';

/** Where a placeholder's value will come from at send: a scope, or a script in scope that sets it. */
export type VariableSourceName = VariableScopeName | 'Script';

/**
 * The variables a send of this request will see, for the builder's check and preview: one answer
 * for both, so a request that sends never shows an undefined variable, and one flagged as
 * undefined really would go out as written.
 */
export interface VariablesForSend {
  /** The value the send resolves before any script runs. */
  lookup: VariableLookup;
  /** A scope holds it, or a script of the collection, a folder above or the request sets it. */
  isDefined(name: string): boolean;
  sourceOf(name: string): VariableSourceName | undefined;
}

export function variablesForSend(
  placement: Pick<SendContext, 'request' | 'folders' | 'collection'>,
  scopes: VariableScopes,
): VariablesForSend {
  const lookup = lookupFromScopes(scopes);
  const scripts = [...scriptChain(placement, 'prerequest'), ...scriptChain(placement, 'test')];
  const set = namesSetByScripts(scripts.map((script) => script.source));
  const sourceOf = (name: string): VariableSourceName | undefined =>
    scopeDefining(scopes, name) ?? (set.names.has(name) ? 'Script' : undefined);
  return {
    lookup,
    // A script that sets names computed at run time could define any of them: the check would only guess.
    isDefined: (name) => set.computedNames || sourceOf(name) !== undefined,
    sourceOf,
  };
}
