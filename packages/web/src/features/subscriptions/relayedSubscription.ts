// Runs one GraphQL subscription over a WebSocket the server relays (so handshake headers reach the
// GraphQL server, and hosted mode's address policy applies as for any relayed connection): the
// subprotocol's init with the connection params, the subscribe once acknowledged, each pushed
// result shown as it arrives, and Stop sending the protocol's complete before closing.
import {
  GraphQLSubscriptionError,
  messageOf,
  subscriptionStartOf,
  WEBSOCKET_CLOSE_CODE,
  type HttpRequest,
  type SubscriptionFrame,
  type SubscriptionStart,
  type WebSocketConnection,
  type WebSocketMessage,
} from '@courier/core';
import { ApiError } from '../../lib/api.js';
import { websocketApi } from '../websocket/websocketApi.js';
import { followRelayedConnection } from './followRelayedConnection.js';
import type { RunningSubscription, SubscriptionSink } from './subscriptionView.js';

/** One subscription per connection, so one id. */
const OPERATION_ID = '1';
const SUBSCRIPTION_STOP_REASON = 'Subscription stopped';

const pretty = (value: unknown) => JSON.stringify(value, null, 2) ?? String(value);

export function startSubscription(
  request: HttpRequest,
  sink: SubscriptionSink,
): { handle: RunningSubscription; target: string } {
  let start: SubscriptionStart;
  try {
    start = subscriptionStartOf(request);
  } catch (thrown) {
    if (!(thrown instanceof GraphQLSubscriptionError)) throw thrown;
    sink.event('error', thrown.message);
    sink.status('ended');
    return { handle: { stop: async () => undefined }, target: '' };
  }
  const { protocol } = start;
  let connectionId: string | undefined;
  let unfollow = () => {};
  let acknowledged = false;
  let finished = false;

  const finish = (kind: 'note' | 'error', text: string) => {
    if (finished) return;
    finished = true;
    unfollow();
    sink.event(kind, text);
    sink.status('ended');
  };
  const sendFrame = async (frame: string) => {
    if (connectionId === undefined) return;
    try {
      await websocketApi.send(connectionId, { message: frame, messageType: 'text' });
    } catch (thrown) {
      finish('error', `Could not send to the server: ${messageOf(thrown)}`);
    }
  };
  const close = async (reason: string) => {
    if (connectionId === undefined) return;
    try {
      await websocketApi.close(connectionId, WEBSOCKET_CLOSE_CODE, reason);
    } catch (thrown) {
      console.error('GraphQL subscription:', thrown);
    }
  };

  const onFrame = async (frame: SubscriptionFrame) => {
    switch (frame.kind) {
      case 'acknowledged':
        if (acknowledged) return;
        acknowledged = true;
        sink.status('subscribed');
        await sendFrame(protocol.subscribe(OPERATION_ID, start.payload));
        return;
      case 'result':
        if (frame.result.data !== undefined) sink.event('data', pretty(frame.result.data));
        if (frame.result.errors?.length) sink.event('error', pretty(frame.result.errors));
        return;
      case 'failed':
        finish('error', pretty(frame.errors));
        await close(SUBSCRIPTION_STOP_REASON);
        return;
      case 'refused':
        finish('error', `The server refused the connection: ${pretty(frame.payload)}`);
        await close(SUBSCRIPTION_STOP_REASON);
        return;
      case 'completed':
        finish('note', 'The server completed the subscription');
        await close(SUBSCRIPTION_STOP_REASON);
        return;
      case 'reply':
        await sendFrame(frame.frame);
        return;
      case 'quiet':
        return;
    }
  };
  const onMessage = (message: WebSocketMessage) => {
    if (finished || message.direction !== 'received' || message.type !== 'message') return;
    let frame: SubscriptionFrame;
    try {
      frame = protocol.read(message.content);
    } catch (thrown) {
      sink.event('error', `Not a ${protocol.name} message: ${messageOf(thrown)}`);
      return;
    }
    void onFrame(frame);
  };
  const onEnded = (connection: WebSocketConnection) => {
    const reason = connection.closeReason ? `: ${connection.closeReason}` : '';
    if (connection.status === 'error') finish('error', connection.error ?? 'The connection failed');
    else if (connection.closeCode === WEBSOCKET_CLOSE_CODE)
      finish('note', `Connection closed (${connection.closeCode}${reason})`);
    // graphql-transport-ws reports a refused init or a bad message by closing with a 44xx code.
    else finish('error', `Connection closed (${connection.closeCode ?? 'no code'}${reason})`);
  };

  void (async () => {
    try {
      ({ connectionId } = await websocketApi.create({
        url: start.url,
        protocols: [protocol.name],
        headers: start.headers,
      }));
    } catch (thrown) {
      finish('error', thrown instanceof ApiError ? `Could not connect: ${thrown.message}` : messageOf(thrown));
      return;
    }
    if (finished) {
      await close(SUBSCRIPTION_STOP_REASON);
      return;
    }
    unfollow = followRelayedConnection(connectionId, { message: onMessage, ended: onEnded });
    await sendFrame(protocol.init(start.connectionParams));
  })();

  return {
    target: `${start.url} · ${protocol.name}`,
    handle: {
      async stop() {
        if (finished) return;
        const wasAcknowledged = acknowledged;
        finish('note', 'Stopped');
        if (connectionId === undefined) return;
        if (wasAcknowledged) for (const frame of protocol.stop(OPERATION_ID)) await sendFrame(frame);
        await close(SUBSCRIPTION_STOP_REASON);
      },
    },
  };
}
