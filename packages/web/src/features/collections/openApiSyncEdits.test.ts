// A sync's merged collection told apart into the saves of a shared workspace: new operations created
// where they go (a new folder with what it holds, in one save), changed requests saved, unchanged
// ones and folders left alone, and the collection's own fields only when they changed.
import type { Collection, Folder, SavedRequest } from '@courier/core';
import { CollectionSchema, SavedRequestSchema } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { openApiSyncEdits } from './openApiSyncEdits.js';

const request = (id: string, name: string): SavedRequest =>
  SavedRequestSchema.parse({ type: 'request', id, name, method: 'GET', url: `{{baseUrl}}/${id}` });

const before: Collection = CollectionSchema.parse({
  id: 'c1',
  name: 'Pets',
  items: [
    { type: 'folder', id: 'f1', name: 'pets', items: [request('r1', 'List pets'), request('r2', 'Create a pet')] },
    request('r3', 'Health'),
  ],
  openapiSource: { location: 'a.yaml', fingerprint: 'sha256:a', importedAt: '2026-12-01T00:00:00.000Z', document: {} },
});

describe('openApiSyncEdits', () => {
  it('creates new operations where they go, saves changed requests, and leaves the rest', () => {
    const [pets, health] = before.items as [Folder, SavedRequest];
    const [list, create] = pets.items as [SavedRequest, SavedRequest];
    const after: Collection = {
      ...before,
      items: [
        { ...pets, items: [{ ...list, name: 'findPets' }, create, request('n1', 'find pet by id')] },
        health,
        { ...pets, id: 'f2', name: 'store', items: [request('n2', 'Inventory')] },
      ],
    };
    const edits = openApiSyncEdits(before, after);
    expect(edits.created.map(({ item, parentId }) => [item.name, parentId])).toEqual([
      ['find pet by id', 'f1'],
      ['store', null],
    ]);
    expect(edits.updated.map((item) => item.name)).toEqual(['findPets']);
    expect(edits.fields).toEqual({});
  });

  it('names the collection’s own fields the sync changed, its source among them', () => {
    const source = { ...before.openapiSource!, fingerprint: 'sha256:b', document: { openapi: '3.0.0' } };
    const after = { ...before, description: 'The pet store', openapiSource: source };
    expect(openApiSyncEdits(before, after)).toEqual({
      created: [],
      updated: [],
      fields: { description: 'The pet store', openapiSource: source },
    });
  });
});
