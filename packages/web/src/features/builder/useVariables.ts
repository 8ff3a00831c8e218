// The builder's view of variables: which names resolve, the validation errors and the preview,
// all computed by core from the active environment.
import { previewRequest, type HttpRequest } from '@courier/core';
import { useMemo } from 'react';
import { useActiveVariables } from '../environments/useEnvironments.js';
import { httpRequestOf } from './builderStore.js';
import { useBuilder } from './useBuilder.js';
import { variableViewFor, type VariableView } from './variableView.js';

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
