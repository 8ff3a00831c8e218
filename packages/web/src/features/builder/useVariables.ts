// The builder's view of variables: which names resolve, the validation errors and the preview,
// all computed by core from the active environment.
import {
  definedIn,
  formatVariableError,
  isDynamicVariable,
  previewRequest,
  specResolutionLookup,
  validateRequestVariables,
  type HttpRequest,
  type Variable,
  type VariableLookup,
} from '@courier/core';
import { useMemo } from 'react';
import { useActiveVariables } from '../environments/useEnvironments.js';
import { httpRequestOf, type Draft } from './builderStore.js';
import { useBuilder } from './useBuilder.js';

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

export function useVariableView(): VariableView {
  const draft = useBuilder((state) => state.draft);
  const variables = useActiveVariables();
  return useMemo(() => variableViewFor(draft, variables), [draft, variables]);
}

/** The eye toggle's view of the request (dynamic variables stay as written). */
export function usePreview(view: VariableView): HttpRequest {
  const draft = useBuilder((state) => state.draft);
  return useMemo(() => previewRequest(httpRequestOf(draft), view.lookup), [draft, view.lookup]);
}
