import { describe, expect, it } from 'vitest';
import { CollectionSchema } from './collection.js';
import { listRequests, listWebSocketRequests } from './walk.js';
import { WebSocketRequestSchema } from './websocketRequest.js';

describe('WebSocket requests in a collection', () => {
  it('fills in what a bare one leaves out: no headers, protocols or messages, inherited auth', () => {
    const request = WebSocketRequestSchema.parse({ type: 'websocket', id: 'w1', url: 'wss://example.test' });
    expect(request).toMatchObject({
      name: 'Untitled WebSocket request',
      headers: [],
      protocols: [],
      auth: { type: 'inherit' },
      messages: [],
    });
  });

  it('keeps text and binary saved messages and refuses a message kind it cannot send again', () => {
    const base = { type: 'websocket', id: 'w1' };
    const messages = [
      { id: 'm1', name: 'Hello', type: 'text', body: 'hi {{name}}' },
      { id: 'm2', name: 'Bytes', type: 'binary', encoding: 'base64', body: '3q2+7w==' },
    ];
    expect(WebSocketRequestSchema.parse({ ...base, messages }).messages).toEqual(messages);
    expect(WebSocketRequestSchema.safeParse({ ...base, messages: [{ id: 'm', type: 'ping' }] }).success).toBe(false);
    expect(
      WebSocketRequestSchema.safeParse({ ...base, messages: [{ id: 'm', type: 'binary', encoding: 'utf16' }] }).success,
    ).toBe(false);
  });

  it('sits in folders beside HTTP requests, and walking for HTTP requests passes it over', () => {
    const collection = CollectionSchema.parse({
      id: 'c1',
      name: 'Chat',
      items: [
        { type: 'request', id: 'r1', name: 'Rooms', url: 'https://example.test/rooms' },
        { type: 'folder', id: 'f1', name: 'Live', items: [{ type: 'websocket', id: 'w1', name: 'Feed' }] },
      ],
    });
    expect(listRequests(collection.items).map(({ request }) => request.id)).toEqual(['r1']);
    expect(
      listWebSocketRequests(collection.items).map(({ request, folders }) => [request.id, folders.map((f) => f.id)]),
    ).toEqual([['w1', ['f1']]]);
  });
});
