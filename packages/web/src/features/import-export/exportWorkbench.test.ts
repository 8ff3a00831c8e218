import { ExportError, importFile, POSTMAN_COLLECTION_SCHEMA } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { loadedCollectionsStore } from '../../../test/browserCollections.js';
import { fakeIndexedDbEachTest } from '../../../test/fakeIndexedDb.js';
import { newWebSocketRequest } from '../collections/collectionsStore.js';
import { createEnvironmentsStore } from '../environments/environmentsStore.js';
import { createHistoryStore } from '../history/historyStore.js';
import { createSettingsStore } from '../settings/settingsStore.js';
import { memoryStorage } from '../shared/memoryStorage.js';
import { exportWorkbench } from './exportWorkbench.js';

async function sources() {
  const { storage } = memoryStorage();
  return {
    collections: await loadedCollectionsStore({ legacy: storage }),
    environments: createEnvironmentsStore(storage),
    history: createHistoryStore(storage),
    settings: createSettingsStore(storage),
  };
}
const now = new Date('2026-11-22T04:00:00Z');

fakeIndexedDbEachTest();

describe('exporting the workbench', () => {
  it('refuses to export without collections', async () => {
    const empty = await sources();
    expect(() => exportWorkbench('native', empty, now)).toThrow(ExportError);
  });

  it('writes a native file with everything, named with the ISO date, that imports back', async () => {
    const stores = await sources();
    const { id } = stores.collections.getState().createCollection('Pets');
    stores.collections.getState().addRequest(id, { name: 'List', url: '{{baseUrl}}/pets' });
    stores.settings.getState().update({ theme: 'dark' });
    const file = exportWorkbench('native', stores, now);
    expect(file.fileName).toBe('courier-export-2026-11-22.json');
    expect(file.summary).toEqual({ collections: 1, requests: 1 });
    const back = importFile(file.text);
    expect(back.kind).toBe('native');
    expect(back.collections[0]?.items[0]).toMatchObject({ name: 'List', url: '{{baseUrl}}/pets' });
    expect(back.environments.map((environment) => environment.name)).toEqual(['Development', 'Staging', 'Production']);
    expect(back.kind === 'native' && back.settings.theme).toBe('dark');
  });

  it('keeps WebSocket requests in a native file, and leaves them out of a Postman file, counted', async () => {
    const stores = await sources();
    const { id } = stores.collections.getState().createCollection('Chat');
    stores.collections.getState().addRequest(id, { name: 'Rooms', url: 'https://chat.test/rooms' });
    stores.collections
      .getState()
      .saveWebSocketRequest(id, newWebSocketRequest({ name: 'Feed', url: 'wss://chat.test' }));
    const native = exportWorkbench('native', stores, now);
    expect(importFile(native.text).collections[0]?.items.map((item) => item.type)).toEqual(['request', 'websocket']);
    const postman = exportWorkbench('postman', stores, now);
    expect(postman.summary).toEqual({ collections: 1, requests: 1, webSocketRequestsLeftOut: 1 });
    expect(postman.text).not.toContain('wss://chat.test');
  });

  it('writes a Postman v2.1 collection', async () => {
    const stores = await sources();
    const { id } = stores.collections.getState().createCollection('Pets');
    stores.collections.getState().addRequest(id, { name: 'List', url: 'https://api.example.com/pets' });
    const file = exportWorkbench('postman', stores, now);
    expect(file.fileName).toBe('Pets.postman_collection-2026-11-22.json');
    const parsed = JSON.parse(file.text);
    expect(parsed.info.schema).toBe(POSTMAN_COLLECTION_SCHEMA);
    expect(parsed.item[0].name).toBe('List');
  });
});
