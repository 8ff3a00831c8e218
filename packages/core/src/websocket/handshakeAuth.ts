// The Builder's auth helpers on a WebSocket handshake: the same header and query appliers an HTTP
// send uses, so a Bearer token, Basic credentials or an API key reach the upgrade request exactly as
// they would reach any other request.
import type { Auth } from '../model/auth.js';
import { applyApiKey, applyBasic, applyBearer } from '../send/auth/simple.js';
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
