// graphql-transport-ws, with the graphql-ws library's own message types, writer and validating
// reader, so a frame the library would refuse is refused here too.
import { MessageType, parseMessage, stringifyMessage } from 'graphql-ws/client';
import { messageOf } from '../errors.js';
import { GraphQLSubscriptionError } from './subscriptionError.js';
import type { SubscriptionFrame, SubscriptionProtocol } from './subscriptionProtocol.js';

function read(text: string): SubscriptionFrame {
  let message: ReturnType<typeof parseMessage>;
  try {
    message = parseMessage(text);
  } catch (thrown) {
    throw new GraphQLSubscriptionError('SUBSCRIPTION_MESSAGE_INVALID', messageOf(thrown), { cause: thrown });
  }
  switch (message.type) {
    case MessageType.ConnectionAck:
      return { kind: 'acknowledged' };
    case MessageType.Next:
      return { kind: 'result', result: message.payload };
    case MessageType.Error:
      return { kind: 'failed', errors: message.payload };
    case MessageType.Complete:
      return { kind: 'completed' };
    case MessageType.Ping:
      return { kind: 'reply', frame: stringifyMessage({ type: MessageType.Pong }) };
    default:
      return { kind: 'quiet' };
  }
}

export const transportWsProtocol: SubscriptionProtocol = {
  name: 'graphql-transport-ws',
  init: (connectionParams) =>
    stringifyMessage(
      connectionParams
        ? { type: MessageType.ConnectionInit, payload: connectionParams }
        : { type: MessageType.ConnectionInit },
    ),
  subscribe: (id, payload) => stringifyMessage({ type: MessageType.Subscribe, id, payload }),
  stop: (id) => [stringifyMessage({ type: MessageType.Complete, id })],
  read,
};
