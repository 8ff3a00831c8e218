import { describe, expect, it } from 'vitest';
import { CollectionSchema } from '../model/collection.js';
import { defaultEnvironments } from '../model/environment.js';
import { defaultSettings } from '../model/settings.js';
import { listRequests } from '../model/walk.js';
import { ExportError, ImportError } from './errors.js';
import { fixtureJson } from './fixtures/read.js';
import { exportNative, importNative } from './native.js';
import { importPostmanCollection } from './postman/importPostmanCollection.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const shop = () => importPostmanCollection(fixtureJson('shop-v21.postman_collection.json')).collection;

describe('native format', () => {
  it('exports the current bundle as indented JSON with a dated name and a summary', () => {
    const result = exportNative(
      { collections: [shop()], environments: defaultEnvironments(), settings: defaultSettings() },
      { now: NOW },
    );
    expect(result.fileName).toBe('courier-export-2026-11-22.json');
    expect(result.summary).toEqual({ collections: 1, requests: 7 });
    const file = JSON.parse(result.text);
    expect(file.info).toEqual({ format: 'courier', version: 3 });
    expect(file.exportedAt).toBe('2026-11-22T10:00:00.000Z');
    expect(file.environments.map((environment: { name: string }) => environment.name)).toEqual([
      'Development',
      'Staging',
      'Production',
    ]);
    expect(result.text.startsWith('{\n  "info"')).toBe(true);
  });

  it('imports what it exports without losing anything', () => {
    const collection = shop();
    const bundle = importNative(JSON.parse(exportNative({ collections: [collection] }, { now: NOW }).text));
    expect(bundle.collections).toEqual([collection]);
  });

  it('imports a WebSocket request with its saved messages as it was exported', () => {
    const collection = CollectionSchema.parse({
      ...shop(),
      items: [
        ...shop().items,
        {
          type: 'websocket',
          id: 'w1',
          name: 'Order feed',
          url: '{{wsUrl}}/orders',
          headers: [{ key: 'X-Client', value: 'courier' }],
          protocols: ['orders.v1'],
          auth: { type: 'bearer', token: '{{token}}' },
          messages: [{ id: 'm1', name: 'Subscribe', type: 'text', body: '{"subscribe":"orders"}' }],
        },
      ],
    });
    const text = exportNative({ collections: [collection] }, { now: NOW }).text;
    expect(importNative(JSON.parse(text)).collections).toEqual([collection]);
  });

  it('migrates a version 1 file forward', () => {
    const bundle = importNative(fixtureJson('native-v1.json'));
    const requests = listRequests(bundle.collections[0]!.items).map((located) => located.request);
    expect(requests.map((request) => [request.name, request.method])).toEqual([
      ['List users', 'GET'],
      ['Create user', 'POST'],
    ]);
    expect(requests[1]!.body).toEqual({ mode: 'raw', raw: '{"name": "Ada"}', language: 'json' });
    expect(bundle.settings.theme).toBe('dark');
  });

  it("reports what is wrong with 'Import failed: …'", () => {
    expect(() => importNative({ collections: [{ name: 'x' }] })).toThrow(ImportError);
    expect(() => importNative({ collections: [{ name: 'x' }] })).toThrow(/^Import failed: collections\.0\.id/);
  });

  it('does not export without collections', () => {
    expect(() => exportNative({ collections: [] })).toThrow(ExportError);
    expect(() => exportNative({ collections: [] })).toThrow('Export failed: There are no collections to export');
  });
});
