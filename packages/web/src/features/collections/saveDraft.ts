// Save Request: the builder's draft becomes a saved request of a collection. A
// request opened from a collection is updated in place, keeping what the builder does not edit.
import { createId, findRequest, listRequests, ValidationError, type SavedRequest } from '@courier/core';
import type { StoreApi } from 'zustand/vanilla';
import type { BuilderState } from '../builder/builderStore.js';
import { keptBody } from '../builder/pickedFiles.js';
import type { CollectionsState, RequestSave } from './collectionsStore.js';

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
function savedRequestOf(draft: Draft, name: string, existing?: SavedRequest): SavedRequest {
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
    ...(draft.protocolProfileBehavior ? { protocolProfileBehavior: draft.protocolProfileBehavior } : {}),
  };
}

export interface SaveTarget {
  collectionId: string;
  name: string;
  /** Save As: a new request, even in the collection the draft came from. */
  asNew?: boolean;
  /** The id of a same-named request the user chose to update instead. */
  replaceId?: string;
}

/**
 * Another request of the collection that already has this name (ignoring case), which a save
 * would silently duplicate; the draft's own request does not count unless it is saved as new.
 */
export function sameNamedRequest(
  draft: Draft,
  collections: CollectionsState['collections'],
  target: SaveTarget,
): SavedRequest | undefined {
  const collection = collections.find((candidate) => candidate.id === target.collectionId);
  const wanted = target.name.trim().toLowerCase();
  const own = !target.asNew && draft.origin?.collectionId === target.collectionId ? draft.origin.requestId : undefined;
  return collection
    ? listRequests(collection.items).find(
        ({ request }) => request.id !== own && request.name.trim().toLowerCase() === wanted,
      )?.request
    : undefined;
}

/** 'Users (2)': the first numbered name no request of the collection has. */
export function freeName(name: string, collections: CollectionsState['collections'], collectionId: string): string {
  const collection = collections.find((candidate) => candidate.id === collectionId);
  const taken = new Set(
    collection ? listRequests(collection.items).map(({ request }) => request.name.trim().toLowerCase()) : [],
  );
  const base = name.trim();
  for (let number = 2; ; number += 1) {
    const candidate = `${base} (${number})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * Saves the draft into `collectionId` under `name` and points the builder at the saved request.
 * Both are required: a ValidationError says which one is missing. The builder points at it at once;
 * `kept` says when the store has really kept it.
 */
export function saveDraft(
  builder: StoreApi<BuilderState>,
  collections: StoreApi<CollectionsState>,
  target: SaveTarget,
): RequestSave {
  if (!target.name.trim()) throw new ValidationError('Request name is required');
  if (!target.collectionId) throw new ValidationError('Please choose a collection');
  const draft = builder.getState().draft;
  const collection = collections.getState().collections.find((candidate) => candidate.id === target.collectionId);
  // Saving into the collection it came from updates it; into another one, or as new, makes a copy.
  const ownId =
    !target.asNew && draft.origin?.collectionId === target.collectionId ? draft.origin.requestId : undefined;
  const updatedId = target.replaceId ?? ownId;
  const existing = updatedId && collection ? findRequest(collection, updatedId)?.request : undefined;
  const save = collections.getState().saveRequest(target.collectionId, savedRequestOf(draft, target.name, existing));
  builder.getState().setOrigin({ collectionId: target.collectionId, requestId: save.request.id }, save.request.name);
  return save;
}
