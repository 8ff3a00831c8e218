import { describe, expect, it } from 'vitest';
import { FolderSchema } from '../model/collection.js';
import { WebSocketRequestSchema } from '../model/websocketRequest.js';
import { authorizeHandshake, savedHandshakeAuth } from './handshakeAuth.js';

const target = { url: 'wss://api.example.com/socket?v=2', headers: { 'X-Tenant': 'acme' } };

describe('authorizeHandshake', () => {
  it('adds a Bearer token, replacing an Authorization header typed by hand', () => {
    const signed = authorizeHandshake(
      { ...target, headers: { authorization: 'old', 'X-Tenant': 'acme' } },
      { type: 'bearer', token: ' abc ' },
    );
    expect(signed).toEqual({ url: target.url, headers: { 'X-Tenant': 'acme', Authorization: 'Bearer abc' } });
  });

  it('encodes Basic credentials as UTF-8 base64', () => {
    const signed = authorizeHandshake(target, { type: 'basic', username: 'zoë', password: 'p:w' });
    expect(signed.headers.Authorization).toBe(`Basic ${Buffer.from('zoë:p:w').toString('base64')}`);
  });

  it('puts an API key in a header or in the query string', () => {
    expect(authorizeHandshake(target, { type: 'apikey', key: 'X-Key', value: 's3', in: 'header' }).headers).toEqual({
      'X-Tenant': 'acme',
      'X-Key': 's3',
    });
    expect(authorizeHandshake(target, { type: 'apikey', key: 'api key', value: 'a&b', in: 'query' }).url).toBe(
      'wss://api.example.com/socket?v=2&api%20key=a%26b',
    );
  });

  it('leaves the handshake as it is without auth, an empty token or a key name', () => {
    expect(authorizeHandshake(target, { type: 'none' })).toEqual(target);
    expect(authorizeHandshake(target, { type: 'bearer', token: '' })).toEqual(target);
    expect(authorizeHandshake(target, { type: 'apikey', key: '', value: 'x', in: 'header' })).toEqual(target);
  });
});

describe('savedHandshakeAuth', () => {
  const request = (auth: unknown) => WebSocketRequestSchema.parse({ type: 'websocket', id: 'w', auth });
  const folder = (auth: unknown) => FolderSchema.parse({ type: 'folder', id: 'f', name: 'Live', auth });
  const collection = { auth: { type: 'bearer' as const, token: '{{token}}' } };

  it("uses the request's own auth, or walks up its folders to the collection's", () => {
    const own = { type: 'basic', username: 'a', password: 'b' };
    expect(savedHandshakeAuth({ request: request(own), folders: [] }, collection)).toEqual(own);
    expect(savedHandshakeAuth({ request: request({ type: 'inherit' }), folders: [] }, collection)).toEqual(
      collection.auth,
    );
    const key = { type: 'apikey', key: 'X-Key', value: 'k', in: 'header' };
    expect(
      savedHandshakeAuth(
        { request: request({ type: 'inherit' }), folders: [folder(key), folder({ type: 'inherit' })] },
        collection,
      ),
    ).toEqual(key);
  });

  it('refuses an inherited scheme a handshake cannot carry, naming it', () => {
    expect(() =>
      savedHandshakeAuth(
        { request: request({ type: 'inherit' }), folders: [] },
        { auth: { type: 'oauth2', tokenType: 'Bearer' } },
      ),
    ).toThrow(/inherited oauth2 auth cannot be sent on a WebSocket handshake/);
  });
});
