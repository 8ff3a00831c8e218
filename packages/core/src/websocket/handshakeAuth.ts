// The Builder's auth helpers on a WebSocket handshake: the same header and query appliers an HTTP
// send uses, so a Bearer token, Basic credentials or an API key reach the upgrade request exactly as
// they would reach any other request.
import { ValidationError } from '../errors.js';
import type { Auth } from '../model/auth.js';
import type { Collection } from '../model/collection.js';
import type { LocatedWebSocketRequest } from '../model/walk.js';
import { applyApiKey, applyBasic, applyBearer } from '../send/auth/simple.js';
import { inheritedAuth } from '../send/pipeline/inherit.js';
import type { TransportRequest } from '../send/transport.js';

/** The schemes a handshake can carry: each only adds a header or a query parameter. */
export const WEBSOCKET_AUTH_TYPES = ['none', 'bearer', 'basic', 'apikey'] as const;
export type WebSocketAuth = Extract<Auth, { type: (typeof WEBSOCKET_AUTH_TYPES)[number] }>;

export interface HandshakeTarget {
  url: string;
  headers: Record<string, string>;
}

export function authorizeHandshake(target: HandshakeTarget, auth: WebSocketAuth): HandshakeTarget {
  const request: TransportRequest = {
    method: 'GET',
    url: target.url,
    headers: Object.entries(target.headers).map(([name, value]) => ({ name, value })),
  };
  const signed =
    auth.type === 'bearer'
      ? applyBearer(request, auth)
      : auth.type === 'basic'
        ? applyBasic(request, auth)
        : auth.type === 'apikey'
          ? applyApiKey(request, auth)
          : request;
  return { url: signed.url, headers: Object.fromEntries(signed.headers.map(({ name, value }) => [name, value])) };
}

export function isWebSocketAuth(auth: Auth): auth is WebSocketAuth {
  return (WEBSOCKET_AUTH_TYPES as readonly string[]).includes(auth.type);
}

/**
 * The auth a saved WebSocket request connects with where it sits: 'inherit' walks up its folders to
 * the collection, as an HTTP request's does. A scheme a handshake cannot carry (OAuth 2.0, AWS…) is
 * refused with a message saying where it came from, rather than dropped silently.
 */
export function savedHandshakeAuth(
  located: LocatedWebSocketRequest,
  collection: Pick<Collection, 'auth'>,
): WebSocketAuth {
  const auth = inheritedAuth(located.request.auth, located.folders, collection);
  if (isWebSocketAuth(auth)) return auth;
  throw new ValidationError(
    `The inherited ${auth.type} auth cannot be sent on a WebSocket handshake: choose Bearer, Basic or API Key for this request`,
  );
}
