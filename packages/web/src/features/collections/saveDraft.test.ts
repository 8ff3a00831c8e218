import { describe, expect, it } from 'vitest';
import { loadedCollectionsStore } from '../../../test/browserCollections.js';
import { fakeIndexedDbEachTest } from '../../../test/fakeIndexedDb.js';
import { createBuilderStore } from '../builder/builderStore.js';
import { memoryStorage } from '../shared/memoryStorage.js';
import { freeName, sameNamedRequest, saveDraft, savedLocationOf } from './saveDraft.js';

async function setup() {
  const { storage } = memoryStorage();
  return { builder: createBuilderStore(storage), collections: await loadedCollectionsStore({ legacy: storage }) };
}

fakeIndexedDbEachTest();

describe('saving the builder draft', () => {
  it('needs both a name and a collection', async () => {
    const { builder, collections } = await setup();
    const { id } = collections.getState().createCollection('Pets');
    expect(() => saveDraft(builder, collections, { collectionId: id, name: '  ' })).toThrow('Request name is required');
    expect(() => saveDraft(builder, collections, { collectionId: '', name: 'List' })).toThrow(
      'Please choose a collection',
    );
    expect(collections.getState().collections[0]?.items).toEqual([]);
  });

  it('saves the draft with its scripts and points the builder at it', async () => {
    const { builder, collections } = await setup();
    const { id } = collections.getState().createCollection('Pets');
    builder.getState().setMethod('post');
    builder.getState().setUrl('{{baseUrl}}/pets');
    builder.getState().setScripts({ postRequestScript: 'pm.test("201", () => pm.response.to.have.status(201));' });
    const saved = saveDraft(builder, collections, { collectionId: id, name: ' Create pet ' }).request;
    expect(collections.getState().collections[0]?.items).toEqual([
      expect.objectContaining({ id: saved.id, name: 'Create pet', method: 'POST', url: '{{baseUrl}}/pets' }),
    ]);
    expect(saved.postRequestScript).toContain('pm.test');
    expect(builder.getState().draft.origin).toEqual({ collectionId: id, requestId: saved.id });
    expect(builder.getState().draft.name).toBe('Create pet');
    expect(savedLocationOf(builder.getState().draft, collections.getState().collections)?.collectionId).toBe(id);
  });

  it('updates a request opened from a collection in place, keeping its other fields', async () => {
    const { builder, collections } = await setup();
    const { id } = collections.getState().createCollection('Pets');
    const added = collections.getState().addRequest(id, { name: 'List', url: '/pets' });
    collections.getState().saveRequest(id, { ...added, description: 'Lists every pet' });
    builder.getState().load(added, { collectionId: id, requestId: added.id });
    builder.getState().setUrl('/v2/pets');
    saveDraft(builder, collections, { collectionId: id, name: 'List' });
    const items = collections.getState().collections[0]?.items;
    expect(items).toHaveLength(1);
    expect(items?.[0]).toMatchObject({
      id: added.id,
      url: '/v2/pets',
      description: 'Lists every pet',
      createdAt: added.createdAt,
    });
  });

  it('saving into another collection makes a copy', async () => {
    const { builder, collections } = await setup();
    const pets = collections.getState().createCollection('Pets');
    const other = collections.getState().createCollection('Other');
    const added = collections.getState().addRequest(pets.id, { name: 'List', url: '/pets' });
    builder.getState().load(added, { collectionId: pets.id, requestId: added.id });
    const copy = saveDraft(builder, collections, { collectionId: other.id, name: 'List' }).request;
    expect(copy.id).not.toBe(added.id);
    expect(collections.getState().collections.map((collection) => collection.items.length)).toEqual([1, 1]);
  });

  it('has no place to save to when the request was deleted meanwhile', async () => {
    const { builder, collections } = await setup();
    const { id } = collections.getState().createCollection('Pets');
    const added = collections.getState().addRequest(id, { name: 'List', url: '/pets' });
    builder.getState().load(added, { collectionId: id, requestId: added.id });
    collections.getState().remove(id, added.id);
    expect(savedLocationOf(builder.getState().draft, collections.getState().collections)).toBeUndefined();
  });

  it('finds a same-named request (not the draft’s own), names a free copy, and saves as new or over it', async () => {
    const { builder, collections } = await setup();
    const { id } = collections.getState().createCollection('Pets');
    builder.getState().setUrl('/pets');
    const first = saveDraft(builder, collections, { collectionId: id, name: 'List' }).request;
    const all = () => collections.getState().collections;
    const draft = () => builder.getState().draft;
    expect(sameNamedRequest(draft(), all(), { collectionId: id, name: 'list' })).toBeUndefined();
    expect(sameNamedRequest(draft(), all(), { collectionId: id, name: 'list', asNew: true })?.id).toBe(first.id);
    expect(freeName('List', all(), id)).toBe('List (2)');

    const copy = saveDraft(builder, collections, { collectionId: id, name: 'List (2)', asNew: true }).request;
    expect(copy.id).not.toBe(first.id);
    builder.getState().setUrl('/pets?all');
    saveDraft(builder, collections, { collectionId: id, name: 'List', replaceId: first.id });
    const names = all()[0]!.items.map((item) => item.name);
    expect(names).toEqual(['List', 'List (2)']);
    expect(all()[0]!.items[0]).toMatchObject({ id: first.id, url: '/pets?all' });
  });
});
