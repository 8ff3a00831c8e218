import { describe, expect, it } from 'vitest';
import { loadedCollectionsStore } from '../../../test/browserCollections.js';
import { fakeIndexedDbEachTest } from '../../../test/fakeIndexedDb.js';
import { saveDraft } from '../collections/saveDraft.js';
import { memoryStorage } from '../shared/memoryStorage.js';
import { createBuilderStore, emptyDraft } from './builderStore.js';
import { followRenames } from './followRenames.js';
import { isDirty } from './requestTabs.js';

fakeIndexedDbEachTest();

describe('followRenames', () => {
  it('gives open tabs the new name of their saved request, keeping a clean tab clean', async () => {
    const { storage } = memoryStorage();
    const builder = createBuilderStore(storage);
    const collections = await loadedCollectionsStore({ legacy: storage });
    followRenames(builder, collections);
    const { id } = collections.getState().createCollection('Pets');
    builder.getState().setUrl('/pets');
    const saved = saveDraft(builder, collections, { collectionId: id, name: 'List' }).request;

    collections.getState().rename(id, saved.id, 'List all');
    expect(builder.getState().draft.name).toBe('List all');
    expect(isDirty(builder.getState().tabs[0]!, emptyDraft())).toBe(false);

    builder.getState().setUrl('/pets?edited');
    collections.getState().rename(id, saved.id, 'Every pet');
    expect(builder.getState().draft).toMatchObject({ name: 'Every pet', url: '/pets?edited' });
    expect(isDirty(builder.getState().tabs[0]!, emptyDraft())).toBe(true);
  });
});
