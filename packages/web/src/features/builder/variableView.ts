// Which of a draft's variables resolve against the active environment, and the errors for those
// that do not: what the editors mark, the builder lists and Send checks.
import {
  definedIn,
  formatVariableError,
  isDynamicVariable,
  specResolutionLookup,
  validateRequestVariables,
  type Variable,
  type VariableLookup,
} from '@courier/core';
import { httpRequestOf, type Draft } from './builderStore.js';

export interface VariableView {
  lookup: VariableLookup;
  /** True for a defined or dynamic variable: what editors mark as known. */
  isKnown: (name: string) => boolean;
  /** 'URL: Variable 'x' is not defined', … in the order the builder lists them. */
  errors: string[];
}

export function variableViewFor(draft: Draft, variables: readonly Variable[]): VariableView {
  const lookup = specResolutionLookup(variables, undefined);
  const isDefined = definedIn(lookup);
  return {
    lookup,
    isKnown: (name) => isDefined(name) || isDynamicVariable(name),
    errors: validateRequestVariables(httpRequestOf(draft), isDefined).map(formatVariableError),
  };
}
