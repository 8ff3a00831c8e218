import { CollectionSchema } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { locateSaved } from './savedWebSocketStore.js';

const chat = CollectionSchema.parse({
  id: 'c1',
  name: 'Chat',
  items: [{ type: 'folder', id: 'f1', name: 'Live', items: [{ type: 'websocket', id: 'w1', name: 'Feed' }] }],
});

describe('locateSaved', () => {
  it('finds a saved WebSocket request with its folders and collection, as the tree holds it now', () => {
    const found = locateSaved([chat], { collectionId: 'c1', requestId: 'w1' });
    expect(found?.request.name).toBe('Feed');
    expect(found?.folders.map((folder) => folder.name)).toEqual(['Live']);
    expect(found?.collection.name).toBe('Chat');
  });

  it('finds nothing once it is deleted, or for a new connection', () => {
    expect(locateSaved([{ ...chat, items: [] }], { collectionId: 'c1', requestId: 'w1' })).toBeUndefined();
    expect(locateSaved([chat], { collectionId: 'gone', requestId: 'w1' })).toBeUndefined();
    expect(locateSaved([chat], null)).toBeUndefined();
  });
});
