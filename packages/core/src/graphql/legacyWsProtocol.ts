// The legacy graphql-ws subprotocol of subscriptions-transport-ws. Its library is deprecated and
// unmaintained, so its handful of message types are written here, as its PROTOCOL.md defines them.
import { GraphQLSubscriptionError } from './subscriptionError.js';
import type { SubscriptionFrame, SubscriptionProtocol, SubscriptionResult } from './subscriptionProtocol.js';

const CLIENT = {
  init: 'connection_init',
  start: 'start',
  stop: 'stop',
  terminate: 'connection_terminate',
} as const;

interface ServerMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

function parse(text: string): ServerMessage {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch (thrown) {
    throw new GraphQLSubscriptionError('SUBSCRIPTION_MESSAGE_INVALID', 'The server sent a frame that is not JSON', {
      cause: thrown,
    });
  }
  if (typeof message !== 'object' || message === null || typeof (message as ServerMessage).type !== 'string') {
    throw new GraphQLSubscriptionError('SUBSCRIPTION_MESSAGE_INVALID', 'The server sent a frame without a type');
  }
  return message as ServerMessage;
}

function read(text: string): SubscriptionFrame {
  const message = parse(text);
  switch (message.type) {
    case 'connection_ack':
      return { kind: 'acknowledged' };
    case 'connection_error':
      return { kind: 'refused', payload: message.payload };
    case 'data':
      return { kind: 'result', result: (message.payload ?? {}) as SubscriptionResult };
    case 'error':
      return { kind: 'failed', errors: message.payload };
    case 'complete':
      return { kind: 'completed' };
    case 'ka':
      return { kind: 'quiet' };
    default:
      throw new GraphQLSubscriptionError(
        'SUBSCRIPTION_MESSAGE_INVALID',
        `The server sent "${message.type}", which the graphql-ws subprotocol does not have`,
      );
  }
}

const frame = (message: { type: string; id?: string; payload?: unknown }) => JSON.stringify(message);

export const legacyWsProtocol: SubscriptionProtocol = {
  name: 'graphql-ws',
  init: (connectionParams) => frame({ type: CLIENT.init, payload: connectionParams ?? {} }),
  subscribe: (id, payload) => frame({ type: CLIENT.start, id, payload }),
  stop: (id) => [frame({ type: CLIENT.stop, id }), frame({ type: CLIENT.terminate })],
  read,
};
