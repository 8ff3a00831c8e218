import { describe, expect, it } from 'vitest';
import type { Collection } from '../../model/collection.js';
import { ExportError } from '../errors.js';
import { leftOutNotice } from '../exportResult.js';
import { fixtureJson } from '../fixtures/read.js';
import { exportPostman } from './exportPostman.js';
import { POSTMAN_COLLECTION_SCHEMA } from './exportPostmanCollection.js';
import { importPostmanCollection } from './importPostmanCollection.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const shop = (): Collection => importPostmanCollection(fixtureJson('shop-v21.postman_collection.json')).collection;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function findItem(items: Json[], name: string): Json {
  const flat = (list: Json[]): Json[] => list.flatMap((item) => [item, ...flat(item['item'] ?? [])]);
  const found = flat(items).find((item) => item['name'] === name);
  if (!found) throw new Error(`no item ${name}`);
  return found;
}

describe('Postman v2.1 export', () => {
  const result = exportPostman([shop()], { now: NOW });
  const file = JSON.parse(result.text) as Json;

  it('writes a v2.1 file named with the date, and a summary', () => {
    expect(file['info']).toEqual({
      _postman_id: 'b7c4b1f2-58a3-4c51-9a8e-1f2d3c4b5a69',
      name: 'Shop API',
      description: 'Orders and **products**.',
      schema: POSTMAN_COLLECTION_SCHEMA,
    });
    expect(result.fileName).toBe('Shop-API.postman_collection-2026-11-22.json');
    expect(result.summary).toEqual({ collections: 1, requests: 7 });
    expect(result.text).toContain('\n  "item": [');
  });

  it('writes auth as v2.1 attributes, and leaves inherited auth out', () => {
    expect(file['auth']).toEqual({ type: 'bearer', bearer: [{ key: 'token', value: '{{token}}', type: 'string' }] });
    expect(findItem(file['item'], 'Get order')['request']['auth']).toBeUndefined();
    expect(findItem(file['item'], 'Upload')['request']['auth']).toEqual({ type: 'noauth' });
  });

  it('writes URL parts with switched-off query parameters and path variables', () => {
    expect(findItem(file['item'], 'Get order')['request']['url']).toEqual({
      raw: '{{baseUrl}}/orders/:orderId?expand=items&page=2',
      host: ['{{baseUrl}}'],
      path: ['orders', ':orderId'],
      query: [
        { key: 'expand', value: 'items' },
        { key: 'page', value: '2' },
        { key: 'debug', value: 'true', disabled: true, description: 'server logs' },
      ],
      variable: [{ key: 'orderId', value: '42', description: 'The order number' }],
    });
  });

  it('gives a body only to POST, PUT and PATCH', () => {
    const collection = shop();
    collection.items.push({
      type: 'request',
      id: 'get-with-body',
      name: 'GET with body',
      method: 'GET',
      url: 'http://x',
      headers: [],
      pathVariables: [],
      body: { mode: 'raw', raw: 'hello', language: 'text' },
      auth: { type: 'inherit' },
      preRequestScript: '',
      postRequestScript: '',
      createdAt: NOW.toISOString(),
    });
    const items = (JSON.parse(exportPostman([collection]).text) as Json)['item'];
    expect(findItem(items, 'GET with body')['request']['body']).toBeUndefined();
    expect(findItem(items, 'Create order')['request']['body']['options']).toEqual({ raw: { language: 'json' } });
    expect(findItem(items, 'Upload')['request']['body']['formdata'][1]).toEqual({
      key: 'file',
      type: 'file',
      src: 'files/report.csv',
    });
  });

  it('writes scripts as lines', () => {
    expect(findItem(file['item'], 'Get order')['event'][1]).toEqual({
      listen: 'test',
      script: {
        type: 'text/javascript',
        exec: ["pm.test('status is 200', function () {", '    pm.response.to.have.status(200);', '});'],
      },
    });
  });

  it('puts several collections into one file, one top-level folder each', () => {
    const other = { ...shop(), id: 'other', name: 'Other', auth: { type: 'none' as const } };
    const many = exportPostman([shop(), other], { now: NOW, bundleId: 'bundle-1' });
    const bundle = JSON.parse(many.text) as Json;
    expect(bundle['info']).toEqual({
      _postman_id: 'bundle-1',
      name: 'Courier collections',
      schema: POSTMAN_COLLECTION_SCHEMA,
    });
    expect(bundle['item'].map((item: Json) => [item['name'], item['auth']['type']])).toEqual([
      ['Shop API', 'bearer'],
      ['Other', 'noauth'],
    ]);
    expect(many.summary).toEqual({ collections: 2, requests: 14 });
    expect(many.fileName).toBe('courier-collections.postman_collection-2026-11-22.json');
  });

  it('leaves WebSocket requests out, which v2.1 cannot hold, and counts them', () => {
    const socket = (id: string) => ({ type: 'websocket', id, name: `Feed ${id}`, url: 'wss://example.test/feed' });
    const collection = shop();
    const [firstFolder] = collection.items;
    const withSockets = {
      ...collection,
      items: [
        socket('w1'),
        ...collection.items.map((item) =>
          item === firstFolder && item.type === 'folder' ? { ...item, items: [...item.items, socket('w2')] } : item,
        ),
      ],
    };
    const exported = exportPostman([withSockets], { now: NOW });
    expect(exported.text).toBe(exportPostman([collection], { now: NOW }).text);
    expect(exported.summary).toEqual({ collections: 1, requests: 7, webSocketRequestsLeftOut: 2 });
    expect(leftOutNotice(exported.summary)).toBe(
      '2 WebSocket requests left out: Postman Collection v2.1 cannot hold them',
    );
    expect(leftOutNotice(exportPostman([collection]).summary)).toBeUndefined();
  });

  it("refuses to export nothing with 'Export failed: …'", () => {
    expect(() => exportPostman([])).toThrow(ExportError);
    expect(() => exportPostman([])).toThrow('Export failed: There are no collections to export');
    expect(() => exportPostman([{ name: 'no id' }])).toThrow(/^Export failed: collection 1: id/);
  });
});
