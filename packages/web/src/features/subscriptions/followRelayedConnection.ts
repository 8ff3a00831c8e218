// Follows one connection the server relays: each of its messages once, in the order they arrived,
// and the moment it ends. Signed in, the relay pushes them through the live channel; signed out
// nothing can be pushed, so the history is read at a quick pace, as the WebSocket view does at its own.
import type { WebSocketConnection, WebSocketMessage } from '@courier/core';
import { live } from '../../lib/live/live.js';
import { useSession } from '../../lib/session.js';
import { websocketApi } from '../websocket/websocketApi.js';

/**
 * A subscription's events are what the user is watching (and its acknowledgement holds up the
 * subscribe), so signed out its history is read four times as often as the WebSocket view's log.
 */
export const SUBSCRIPTION_POLL_INTERVAL_MS = 500;

export interface RelayedConnectionFollower {
  message(message: WebSocketMessage): void;
  /** Closed by either side, or failed; called once, after every message before it. */
  ended(connection: WebSocketConnection): void;
}

/** Follows until the returned function is called. */
export function followRelayedConnection(connectionId: string, follower: RelayedConnectionFollower): () => void {
  const seen = new Set<string>();
  let following = true;
  let ended = false;

  const deliver = (messages: readonly WebSocketMessage[]) => {
    for (const message of messages) {
      if (!following || seen.has(message.id)) continue;
      seen.add(message.id);
      follower.message(message);
    }
  };
  const readHistory = async () => deliver(await websocketApi.messages(connectionId));
  /** The history is read first, so the last events are shown before the end is. */
  const endWith = async (connection: WebSocketConnection) => {
    if (connection.status !== 'closed' && connection.status !== 'error') return;
    await readHistory();
    if (!following || ended) return;
    ended = true;
    follower.ended(connection);
  };
  // A failed read is retried by the next notice or poll; the user sees the events that did arrive.
  const quietly = (work: () => Promise<void>) =>
    void work().catch((thrown: unknown) => console.error('GraphQL subscription:', thrown));

  const userId = useSession.getState().user?.id;
  let stop: () => void;
  if (userId) {
    stop = live.follow(`user:${userId}`, () => undefined, {
      notice: ({ type, data }) => {
        if (type === 'websocket.message') {
          const pushed = data as { connectionId: string; message: WebSocketMessage };
          if (pushed.connectionId === connectionId) deliver([pushed.message]);
        } else if (type === 'websocket.connection') {
          const connection = data as WebSocketConnection;
          if (connection.id === connectionId) quietly(() => endWith(connection));
        } else if (type === 'websocket.history') {
          quietly(readHistory);
        }
      },
      reset: () => quietly(readHistory),
    });
  } else {
    const poll = async () => {
      await readHistory();
      const connection = (await websocketApi.list()).find((candidate) => candidate.id === connectionId);
      if (connection) await endWith(connection);
    };
    const timer = setInterval(() => quietly(poll), SUBSCRIPTION_POLL_INTERVAL_MS);
    stop = () => clearInterval(timer);
  }
  // What arrived before the follow began.
  quietly(readHistory);

  return () => {
    following = false;
    stop();
  };
}
