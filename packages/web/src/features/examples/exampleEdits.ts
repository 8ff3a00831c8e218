// Saving, renaming, editing and deleting a request's saved examples. Each change is a save of the
// request itself through the collections store, so in a shared workspace it is checked against the
// request's version and reaches teammates like any other edit of the request.
import {
  editExample,
  exampleOf,
  findRequest,
  ValidationError,
  type ExampleEdit,
  type ExampleRequest,
  type HttpResponse,
  type SavedRequest,
} from '@courier/core';
import type { StoreApi } from 'zustand/vanilla';
import type { CollectionsState, RequestSave } from '../collections/collectionsStore.js';

/** Where an example is: its request, and its place among the request's examples. */
export interface ExampleAt {
  collectionId: string;
  requestId: string;
  index: number;
}

type Examples = NonNullable<SavedRequest['examples']>;
type Collections = StoreApi<CollectionsState>;

/** The saved request as the collection holds it now, teammates' changes included. */
export function savedRequestAt(
  collections: CollectionsState['collections'],
  collectionId: string,
  requestId: string,
): SavedRequest | undefined {
  const collection = collections.find((candidate) => candidate.id === collectionId);
  return collection ? findRequest(collection, requestId)?.request : undefined;
}

function requireRequest(collections: Collections, collectionId: string, requestId: string): SavedRequest {
  const request = savedRequestAt(collections.getState().collections, collectionId, requestId);
  if (!request) throw new ValidationError('Request not found');
  return request;
}

function saveExamples(collections: Collections, collectionId: string, request: SavedRequest, examples: Examples) {
  return collections.getState().saveRequest(collectionId, { ...request, examples });
}

function changeExamples(
  collections: Collections,
  at: ExampleAt,
  change: (example: Examples[number]) => Examples[number] | undefined,
): RequestSave {
  const request = requireRequest(collections, at.collectionId, at.requestId);
  const examples = request.examples ?? [];
  const example = examples[at.index];
  if (!example) throw new ValidationError('Example not found');
  const changed = change(example);
  return saveExamples(
    collections,
    at.collectionId,
    request,
    changed === undefined ? examples.filter((_, index) => index !== at.index) : examples.with(at.index, changed),
  );
}

/** Save as example: the response and the request that was sent, added after the request's other examples. */
export function addExample(
  collections: Collections,
  place: Omit<ExampleAt, 'index'>,
  example: { name: string; request: ExampleRequest; response: HttpResponse },
): { at: ExampleAt; save: RequestSave } {
  const request = requireRequest(collections, place.collectionId, place.requestId);
  const examples = request.examples ?? [];
  const added = exampleOf(example.name, example.request, example.response);
  const save = saveExamples(collections, place.collectionId, request, [...examples, added]);
  return { at: { ...place, index: examples.length }, save };
}

/** Rename, or the example tab's Save: a blank name is refused. */
export function changeExample(collections: Collections, at: ExampleAt, edit: ExampleEdit): RequestSave {
  if (edit.name !== undefined && !edit.name.trim()) throw new ValidationError('Example name is required');
  return changeExamples(collections, at, (example) => editExample(example, edit));
}

export function removeExample(collections: Collections, at: ExampleAt): RequestSave {
  return changeExamples(collections, at, () => undefined);
}
