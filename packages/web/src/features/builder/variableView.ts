// Which of a draft's variables are defined where its send will look, and the errors for those
// that are not: what the editors mark, the builder lists and Send checks. Core's
// variablesForSend answers for the send pipeline too, so the check and the send never disagree.
import {
  formatVariableError,
  isDynamicVariable,
  validateRequestVariables,
  variablesForSend,
  type Collection,
  type Variable,
  type VariableLookup,
  type VariableSourceName,
} from '@courier/core';
import { httpRequestOf, type Draft } from './builderStore.js';
import { draftPlacement } from './draftPlacement.js';

/** The scopes a send from the builder reads, besides the collection the draft came from. */
export interface BuilderScopes {
  environment: readonly Variable[];
  globals: readonly Variable[];
  collections: readonly Collection[];
}

export interface VariableView {
  lookup: VariableLookup;
  /** True for a defined or dynamic variable: what editors mark as known. */
  isKnown: (name: string) => boolean;
  /** The scope a defined variable's value comes from, or 'Script' for one a script sets. */
  sourceOf: (name: string) => VariableSourceName | undefined;
  /** 'URL: Variable 'x' is not defined', … in the order the builder lists them. */
  errors: string[];
}

export function variableViewFor(draft: Draft, scopes: BuilderScopes): VariableView {
  const { collection, folders } = draftPlacement(draft, scopes.collections);
  const request = {
    ...httpRequestOf(draft),
    name: draft.name,
    preRequestScript: draft.preRequestScript,
    postRequestScript: draft.postRequestScript,
  };
  const variables = variablesForSend(
    { request, folders, ...(collection ? { collection } : {}) },
    {
      globals: [...scopes.globals],
      environment: [...scopes.environment],
      collectionVariables: collection?.variables ?? [],
      local: [],
      iterationData: {},
    },
  );
  return {
    lookup: variables.lookup,
    isKnown: (name) => variables.isDefined(name) || isDynamicVariable(name),
    sourceOf: variables.sourceOf,
    errors: validateRequestVariables(httpRequestOf(draft), variables.isDefined).map(formatVariableError),
  };
}
