// The builder's view of variables: which names resolve, the validation errors and the preview,
// all computed by core from the scopes a send of the draft reads.
import { previewRequest, requestVariableNames, type HttpRequest } from '@courier/core';
import { useMemo } from 'react';
import { useActiveVariables } from '../environments/useEnvironments.js';
import { httpRequestOf } from './builderStore.js';
import { useBuilder } from './useBuilder.js';
import type { VariableExplained } from './PreviewPanel.js';
import { variableViewFor, type BuilderScopes, type VariableView } from './variableView.js';
import { sessionGlobals } from './sessionGlobals.js';
import { useCollections } from '../collections/useCollections.js';

/** The scopes a send from the builder reads, kept current as environments and collections change. */
export function useBuilderScopes(): BuilderScopes {
  const environment = useActiveVariables();
  const collections = useCollections((state) => state.collections);
  // Globals change only when a send's scripts set them, and a send changes the draft's response,
  // not the draft: they are read as they are whenever the rest changes.
  return useMemo(() => ({ environment, collections, globals: sessionGlobals.get() }), [environment, collections]);
}

export function useVariableView(): VariableView {
  const draft = useBuilder((state) => state.draft);
  const scopes = useBuilderScopes();
  return useMemo(() => variableViewFor(draft, scopes), [draft, scopes]);
}

/** Each defined variable the request uses, with where its value comes from: the preview's list. */
export function useVariableSources(view: VariableView): VariableExplained[] {
  const draft = useBuilder((state) => state.draft);
  return useMemo(
    () =>
      requestVariableNames(httpRequestOf(draft))
        .map((name) => ({ name, value: view.lookup(name), source: view.sourceOf(name) }))
        .filter((variable) => variable.source !== undefined),
    [draft, view],
  );
}

/** The eye toggle's view of the request (dynamic variables stay as written). */
export function usePreview(view: VariableView): HttpRequest {
  const draft = useBuilder((state) => state.draft);
  return useMemo(() => previewRequest(httpRequestOf(draft), view.lookup), [draft, view.lookup]);
}
