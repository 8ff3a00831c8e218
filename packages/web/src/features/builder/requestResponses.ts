// Each request keeps its last response: opening another request shows that request's last
// response (or none), never the previous one under the new title; a send that ends after the
// user moved on is kept for its own request.
import type { StoreApi } from 'zustand/vanilla';
import type { ResponseState, ResponseView } from '../response/responseStore.js';
import type { BuilderState } from './builderStore.js';

/** Which request a response belongs to: the saved request, or the tab of an unsaved one. */
function responseKey({ draft, activeTabId }: Pick<BuilderState, 'draft' | 'activeTabId'>): string {
  return draft.origin ? `${draft.origin.collectionId}/${draft.origin.requestId}` : `unsaved:${activeTabId}`;
}

export interface RequestResponses {
  /** The key of the request on screen now, for a send to remember where it started. */
  currentKey(): string;
  /** Shows the view when its request is on screen, else keeps it for when it is opened again. */
  showFor(key: string, view: ResponseView): void;
}

function viewOf(state: ResponseState): ResponseView {
  const { response, sent, error, testResults, preRequestLogs, testLogs } = state;
  return { response, ...(sent ? { sent } : {}), ...(error ? { error } : {}), testResults, preRequestLogs, testLogs };
}

export function trackRequestResponses(
  builder: StoreApi<BuilderState>,
  responses: StoreApi<ResponseState>,
): RequestResponses {
  const kept = new Map<string, ResponseView>();
  let shownKey = responseKey(builder.getState());
  let opened = builder.getState().opened;

  builder.subscribe((state) => {
    const key = responseKey(state);
    const isAnotherRequest = state.opened !== opened;
    opened = state.opened;
    if (key === shownKey && !isAnotherRequest) return;
    if (!isAnotherRequest) {
      // Saving gave the request its place: its response goes with it.
      shownKey = key;
      return;
    }
    const current = responses.getState();
    if (current.phase === 'done') kept.set(shownKey, viewOf(current));
    shownKey = key;
    const last = kept.get(key);
    // A send in flight keeps the panel (and its Cancel) until it ends; it then lands in `kept`.
    if (current.phase === 'loading') return;
    if (last) responses.getState().show(last);
    else responses.getState().clear();
  });

  return {
    currentKey: () => shownKey,
    showFor(key, view) {
      kept.set(key, view);
      const shown = key === shownKey ? view : kept.get(shownKey);
      if (shown) responses.getState().show(shown);
      else responses.getState().clear();
    },
  };
}
