// The WebSocket relay: connections opened on users' behalf, kept on the instance that opened them.
// Each call names its owner; a connection of another user is refused (403), never shown or touched.
// The service (service.ts) stores their state and reaches the ones other instances hold.
import { lookup as dnsLookup } from 'node:dns';
import { isIP } from 'node:net';
import {
  SendError,
  WEBSOCKET_CLOSE_CODE,
  type SendWebSocketMessage,
  type WebSocketConnection,
  type WebSocketMessage,
} from '@courier/core';
import { checkedLookup, type LookupFunction } from '@courier/core/node';
import type { ServerMode } from '../../config.js';
import { ForbiddenError, NotFoundError } from '../../errors/serverErrors.js';
import { createAddressPolicy } from '../../net/addressPolicy.js';
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './limits.js';
import { RelayedConnection } from './relayedConnection.js';

/** Code 1001 "going away": the server itself is stopping. */
const SHUTDOWN_CODE = 1001;

export interface RelayOptions {
  mode: ServerMode;
  /** The proxy's allowlist: hosted mode reaches these networks besides public addresses. */
  allowlist?: readonly string[];
  /** DNS resolution; tests inject names so that no real name is ever resolved. */
  lookup?: LookupFunction;
  limits?: Partial<RelayLimits>;
}

/** What the owner's browser hears: a message added, or a connection changed. */
export type RelayNotice =
  | { type: 'websocket.message'; ownerId: string; data: { connectionId: string; message: WebSocketMessage } }
  | { type: 'websocket.connection'; ownerId: string; data: WebSocketConnection };

export interface CreateInput {
  url: string;
  protocols: string[];
  headers: Record<string, string>;
}

export interface WebSocketRelay {
  readonly limits: RelayLimits;
  /** Opens the connection and waits for its handshake; a failed one stays listed with its error. The
   * per-user cap is the service's, which counts every instance's connections. */
  create(ownerId: string, input: CreateInput): Promise<{ connection: WebSocketConnection; failure?: SendError }>;
  /** A connection this instance holds, whoever owns it, with its error count; undefined otherwise. */
  snapshot(id: string): { ownerId: string; connection: WebSocketConnection; errorCount: number } | undefined;
  messages(ownerId: string, id: string): WebSocketMessage[];
  send(ownerId: string, id: string, input: SendWebSocketMessage): Promise<WebSocketMessage>;
  close(ownerId: string, id: string, code: number, reason: string): Promise<WebSocketConnection>;
  remove(ownerId: string, id: string): Promise<void>;
  /** Whoever delivers notices to browsers (the live channel) listens here. */
  onNotice(listener: (notice: RelayNotice) => void): void;
  /** Server shutdown: every upstream is closed with 1001. */
  closeAll(): Promise<void>;
}

export function createWebSocketRelay({
  mode,
  allowlist = [],
  lookup = dnsLookup,
  limits = {},
}: RelayOptions): WebSocketRelay {
  const effective: RelayLimits = { ...DEFAULT_RELAY_LIMITS, ...limits };
  const isAllowed = createAddressPolicy(allowlist);
  const connections = new Map<string, RelayedConnection>();
  const listeners = new Set<(notice: RelayNotice) => void>();
  const notify = (notice: RelayNotice) => {
    for (const listener of listeners) listener(notice);
  };

  const ownedBy = (ownerId: string) => [...connections.values()].filter((connection) => connection.ownerId === ownerId);

  const find = (ownerId: string, id: string): RelayedConnection => {
    const connection = connections.get(id);
    if (!connection) throw new NotFoundError('WebSocket connection not found');
    if (connection.ownerId !== ownerId) throw new ForbiddenError('This WebSocket connection belongs to another user');
    return connection;
  };

  /**
   * Hosted mode checks every address connected to: the resolved ones in the lookup, and an address
   * written in the URL at once, since no lookup runs for it.
   */
  const lookupFor = (url: string): LookupFunction => {
    const target = new URL(url);
    const port = Number(target.port || (target.protocol === 'wss:' ? 443 : 80));
    if (mode !== 'hosted') return checkedLookup(lookup, undefined, port);
    const checkAddress = (address: string) => {
      if (!isAllowed(address, port)) {
        throw new SendError(
          'ADDRESS_BLOCKED',
          `Connections to ${address} are not allowed: it is not a public address (an operator can allow it with COURIER_PROXY_ALLOWLIST)`,
        );
      }
    };
    const literal = target.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(literal) !== 0) checkAddress(literal);
    return checkedLookup(lookup, checkAddress, port);
  };

  /** Keeps the newest connections: past the limit, the oldest finished ones are forgotten. */
  const prune = (ownerId: string) => {
    const finished = ownedBy(ownerId).filter((connection) => !connection.active);
    const excess = ownedBy(ownerId).length - effective.maxKeptPerUser;
    for (const connection of finished.slice(0, Math.max(0, excess))) connections.delete(connection.id);
  };

  return {
    limits: effective,

    async create(ownerId, { url, protocols, headers }) {
      const connection = new RelayedConnection({
        ownerId,
        url,
        protocols,
        headers,
        limits: effective,
        lookup: lookupFor(url),
        onMessage: (from, message) =>
          notify({ type: 'websocket.message', ownerId: from.ownerId, data: { connectionId: from.id, message } }),
        onChange: (from) => notify({ type: 'websocket.connection', ownerId: from.ownerId, data: from.view() }),
      });
      connections.set(connection.id, connection);
      // Listed as connecting at once, so the owner sees it during a slow handshake.
      notify({ type: 'websocket.connection', ownerId, data: connection.view() });
      prune(ownerId);
      const failure = await connection.settled;
      return { connection: connection.view(), ...(failure && connection.status === 'error' && { failure }) };
    },

    snapshot(id) {
      const connection = connections.get(id);
      return (
        connection && { ownerId: connection.ownerId, connection: connection.view(), errorCount: connection.errorCount }
      );
    },

    messages: (ownerId, id) => find(ownerId, id).messages(),

    send: (ownerId, id, input) => find(ownerId, id).send(input),

    async close(ownerId, id, code, reason) {
      const connection = find(ownerId, id);
      await connection.close(code, reason);
      return connection.view();
    },

    async remove(ownerId, id) {
      const connection = find(ownerId, id);
      connections.delete(id);
      await connection.close(WEBSOCKET_CLOSE_CODE, 'Connection deleted');
    },

    onNotice(listener) {
      listeners.add(listener);
    },

    async closeAll() {
      await Promise.all(
        [...connections.values()].map((connection) => connection.close(SHUTDOWN_CODE, 'Server shutting down')),
      );
    },
  };
}
