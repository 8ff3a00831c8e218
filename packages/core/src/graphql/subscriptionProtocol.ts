// A subscription subprotocol turns the client's steps into frames and a server's frame into what it
// means, so the view that drives the relayed socket is the same for both.
import type { GraphQLFormattedError } from 'graphql';
import { legacyWsProtocol } from './legacyWsProtocol.js';
import type { GraphQLSubscriptionProtocolName } from './subscriptionProtocolName.js';
import { transportWsProtocol } from './transportWsProtocol.js';

/** What the subscription asks the server to run. */
export interface SubscriptionPayload {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** A result the server pushed: data, GraphQL errors, or both. */
export interface SubscriptionResult {
  data?: unknown;
  errors?: readonly GraphQLFormattedError[];
}

/** What a server's frame means for the one subscription a connection carries. */
export type SubscriptionFrame =
  | { kind: 'acknowledged' }
  | { kind: 'result'; result: SubscriptionResult }
  /** The operation failed: validation, or an error the server reports as a whole. */
  | { kind: 'failed'; errors: unknown }
  | { kind: 'completed' }
  /** The legacy protocol's refusal of the connection (graphql-transport-ws closes with a code instead). */
  | { kind: 'refused'; payload: unknown }
  /** A frame to send back at once: a ping's pong. */
  | { kind: 'reply'; frame: string }
  /** Keep-alives and pongs: nothing to show. */
  | { kind: 'quiet' };

export interface SubscriptionProtocol {
  readonly name: GraphQLSubscriptionProtocolName;
  /** The first frame, carrying the connection params; the server acknowledges before anything else. */
  init(connectionParams: Record<string, unknown> | undefined): string;
  subscribe(id: string, payload: SubscriptionPayload): string;
  /** The frames Stop sends before closing the socket. */
  stop(id: string): string[];
  /** Throws GraphQLSubscriptionError (SUBSCRIPTION_MESSAGE_INVALID) on a frame outside the protocol. */
  read(frame: string): SubscriptionFrame;
}

export function subscriptionProtocol(name: GraphQLSubscriptionProtocolName): SubscriptionProtocol {
  return name === 'graphql-ws' ? legacyWsProtocol : transportWsProtocol;
}
