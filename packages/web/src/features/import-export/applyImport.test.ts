import { importFile, type Folder } from '@courier/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadedCollectionsStore } from '../../../test/browserCollections.js';
import { fakeIndexedDbEachTest } from '../../../test/fakeIndexedDb.js';
import { createEnvironmentsStore } from '../environments/environmentsStore.js';
import { createHistoryStore } from '../history/historyStore.js';
import { createSettingsStore } from '../settings/settingsStore.js';
import { memoryStorage } from '../shared/memoryStorage.js';
import { applyImport } from './applyImport.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

async function targets() {
  const { storage } = memoryStorage();
  return {
    collections: await loadedCollectionsStore({ legacy: storage }),
    environments: createEnvironmentsStore(storage),
    history: createHistoryStore(storage),
    settings: createSettingsStore(storage),
  };
}

fakeIndexedDbEachTest();

describe('applying an imported file', () => {
  it('adds a Postman collection with its folder and test script', async () => {
    const stores = await targets();
    const result = await applyImport(importFile(fixture('petstore.postman_collection.json')), stores);
    expect(result.message).toBe('Postman collection: 1 collection, 3 requests');
    const [collection] = stores.collections.getState().collections;
    expect(collection).toMatchObject({ name: 'Petstore', imported: true });
    const folder = collection?.items[0] as Folder;
    expect(folder).toMatchObject({ type: 'folder', name: 'Pets' });
    expect(folder.items[0]).toMatchObject({
      name: 'List pets',
      postRequestScript: expect.stringContaining('pm.test("Status code is 200"'),
    });
  });

  it('adds a Postman environment file as an environment', async () => {
    const stores = await targets();
    const result = await applyImport(
      importFile(fixture('staging.postman_environment.json'), 'staging.postman_environment.json'),
      stores,
    );
    expect(result.message).toBe('Postman environment: 1 environment');
    const added = stores.environments.getState().environments.at(-1);
    expect(added).toMatchObject({ name: 'Staging', isDefault: false });
    expect(added?.variables).toEqual([
      expect.objectContaining({ key: 'baseUrl', value: 'https://staging.example.com', enabled: true }),
      expect.objectContaining({ key: 'token', enabled: false }),
    ]);
  });

  it("says which of a collection's variables the active environment overrides", async () => {
    const stores = await targets();
    const active = stores.environments.getState().environments[0]!;
    stores.environments.setState({
      environments: [{ ...active, variables: [{ key: 'baseUrl', value: 'http://localhost:3000', enabled: true }] }],
    });
    const collection = JSON.stringify({
      info: { name: 'Shop', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
      variable: [
        { key: 'baseUrl', value: 'http://shop.test' },
        { key: 'page', value: '1' },
      ],
      item: [{ name: 'Items', request: { method: 'GET', url: '{{baseUrl}}/items' } }],
    });
    const result = await applyImport(importFile(collection), stores);
    expect(result.warnings).toEqual([
      `The active environment '${active.name}' also defines 'baseUrl', and its value is used over the collection's: remove it there or choose another environment to send with the collection's own.`,
    ]);
  });

  it('says when globals cannot be kept', async () => {
    const stores = await targets();
    const globals = JSON.stringify({
      name: 'g',
      values: [{ key: 'a', value: '1' }],
      _postman_variable_scope: 'globals',
    });
    const result = await applyImport(importFile(globals), stores);
    expect(result.message).toBe('Postman globals: nothing to add');
    expect(result.warnings).toEqual(['1 global variable not imported: the workbench uses environments']);
  });
});
