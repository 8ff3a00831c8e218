// WebSocket requests in a Postman 3.0.0 folder: Postman's `websocket-request` file, read from what
// the reference gives it and written with what Courier keeps beside it, in its place among the others.
import { describe, expect, it } from 'vitest';
import { CollectionSchema, type Collection } from '../../model/collection.js';
import { importPostmanV3Folder } from './importPostmanV3Folder.js';
import { parseV3File } from './parseV3File.js';
import { writeV3Folder } from './writeV3Folder.js';

// Defaults fill in what each item leaves out, as when a collection is read from storage.
const LIVE: Collection = CollectionSchema.parse({
  id: 'c1',
  name: 'Live',
  items: [
    {
      type: 'folder',
      id: 'f1',
      name: 'Feeds',
      items: [
        { type: 'request', id: 'r1', name: 'Status', url: 'http://127.0.0.1:1/status' },
        {
          type: 'websocket',
          id: 'w1',
          name: 'Prices',
          description: 'Live prices',
          url: 'ws://127.0.0.1:1/prices?market=eu',
          headers: [{ key: 'X-Client', value: 'courier', enabled: true }],
          protocols: ['json.v1'],
          auth: { type: 'bearer', token: '{{token}}' },
          messages: [
            { id: 'm1', name: 'Subscribe', type: 'text', body: '{"subscribe":"{{symbol}}"}' },
            { id: 'm2', name: 'Raw', type: 'binary', encoding: 'hex', body: 'ff00' },
          ],
        },
        { type: 'request', id: 'r2', name: 'Health', url: 'http://127.0.0.1:1/health' },
      ],
    },
  ],
});

describe('WebSocket requests in a Postman 3.0.0 folder', () => {
  it('are written as websocket-request files in their place, and read back as they were', () => {
    const files = writeV3Folder(LIVE);
    const file = files.find((entry) => entry.path.endsWith('Feeds/Prices.request.yaml'));
    expect(file).toBeDefined();
    const fields = parseV3File(file!);
    expect(fields).toMatchObject({
      $kind: 'websocket-request',
      url: 'ws://127.0.0.1:1/prices?market=eu',
      order: 2000,
      queryParams: [{ key: 'market', value: 'eu' }],
      headers: [{ key: 'X-Client', value: 'courier' }],
      protocols: ['json.v1'],
    });
    const [again] = importPostmanV3Folder(files).collections;
    const folder = again!.items[0];
    expect(folder?.type === 'folder' && folder.items.map((item) => `${item.type} ${item.name}`)).toEqual([
      'request Status',
      'websocket Prices',
      'request Health',
    ]);
    const socket = folder?.type === 'folder' ? folder.items[1] : undefined;
    const { id: _id, createdAt: _created, ...kept } = socket as Record<string, unknown>;
    const {
      id: _wid,
      createdAt: _wcreated,
      ...original
    } = (LIVE.items[0] as { items: unknown[] }).items[1] as Record<string, unknown>;
    expect(kept).toEqual(original);
  });

  it('reads a file with only the reference’s fields, as Postman writes it', () => {
    const { collections, warnings } = importPostmanV3Folder([
      { path: 'postman/collections/chat/.resources/definition.yaml', text: '$kind: collection\nname: Chat\n' },
      {
        path: 'postman/collections/chat/room.request.yaml',
        text: "$kind: websocket-request\nurl: 'wss://{{host}}/room'\norder: 1000\nheaders:\n  - key: Origin\n    value: 'https://{{host}}'\nsettings:\n  handshakeTimeout: 5000\n",
      },
      {
        path: 'postman/collections/chat/.resources/broken.request.yaml',
        text: '$kind: http-request\nurl: never read\n',
      },
    ]);
    const [room] = collections[0]!.items;
    expect(room).toMatchObject({
      type: 'websocket',
      name: 'room',
      url: 'wss://{{host}}/room',
      headers: [{ key: 'Origin', value: 'https://{{host}}', enabled: true }],
      protocols: [],
      messages: [],
    });
    expect(warnings).toEqual([]);
  });

  it('says which saved message it could not read, and keeps the others', () => {
    const { collections, warnings } = importPostmanV3Folder([
      {
        path: 'postman/collections/chat/room.request.yaml',
        text: "$kind: websocket-request\nurl: 'ws://127.0.0.1:1'\nmessages:\n  - id: m1\n    body: hello\n  - just text\n",
      },
    ]);
    expect(collections[0]!.items[0]).toMatchObject({ type: 'websocket', messages: [{ id: 'm1', body: 'hello' }] });
    expect(warnings).toEqual(['WebSocket request "room": message 2 is not a saved message and was left out']);
  });
});
