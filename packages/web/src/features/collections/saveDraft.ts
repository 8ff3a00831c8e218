// Save Request: the builder's draft becomes a saved request of a collection. A
// request opened from a collection is updated in place, keeping what the builder does not edit.
import { createId, findRequest, ValidationError, type SavedRequest } from '@courier/core';
import type { StoreApi } from 'zustand/vanilla';
import type { BuilderState } from '../builder/builderStore.js';
import { keptBody } from '../builder/pickedFiles.js';
import type { CollectionsState } from './collectionsStore.js';

type Draft = BuilderState['draft'];

/** Where Save without a dialog writes to: the draft's own request, when it still exists. */
export function savedLocationOf(draft: Draft, collections: CollectionsState['collections']) {
  const origin = draft.origin;
  if (!origin || !draft.name.trim()) return undefined;
  const collection = collections.find((candidate) => candidate.id === origin.collectionId);
  const located = collection ? findRequest(collection, origin.requestId) : undefined;
  return located ? { collectionId: origin.collectionId, existing: located.request } : undefined;
}

/** The saved request for a draft, merged over the request it was opened from. */
export function savedRequestOf(draft: Draft, name: string, existing?: SavedRequest): SavedRequest {
  const { method, url, headers, pathVariables, body, auth, preRequestScript, postRequestScript } = draft;
  return {
    ...(existing ?? { type: 'request', id: createId(), createdAt: new Date().toISOString() }),
    type: 'request',
    name: name.trim(),
    method,
    url,
    headers,
    pathVariables,
    // Collections live in browser storage: large chosen files are kept by name only.
    body: keptBody(body),
    auth,
    preRequestScript,
    postRequestScript,
  };
}

/**
 * Saves the draft into `collectionId` under `name` and points the builder at the saved request.
 * Both are required: a ValidationError says which one is missing.
 */
export function saveDraft(
  builder: StoreApi<BuilderState>,
  collections: StoreApi<CollectionsState>,
  target: { collectionId: string; name: string },
): SavedRequest {
  if (!target.name.trim()) throw new ValidationError('Request name is required');
  if (!target.collectionId) throw new ValidationError('Please choose a collection');
  const draft = builder.getState().draft;
  // Saving into the collection it came from updates it; into another one makes a copy.
  const origin = draft.origin?.collectionId === target.collectionId ? draft.origin : undefined;
  const collection = collections.getState().collections.find((candidate) => candidate.id === target.collectionId);
  const existing = origin && collection ? findRequest(collection, origin.requestId)?.request : undefined;
  const saved = collections.getState().saveRequest(target.collectionId, savedRequestOf(draft, target.name, existing));
  builder.getState().setOrigin({ collectionId: target.collectionId, requestId: saved.id }, saved.name);
  return saved;
}
