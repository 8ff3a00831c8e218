// Everything a subscription needs before its socket opens, read from the builder's request once its
// {{variables}} are resolved: where it connects, in which subprotocol, with which handshake headers,
// connection params and operation. Bad params stop it here, with a message, before anything is sent.
import type { HttpRequest } from '../model/request.js';
import { GraphQLSubscriptionError } from './subscriptionError.js';
import { subscriptionProtocol, type SubscriptionPayload, type SubscriptionProtocol } from './subscriptionProtocol.js';
import { DEFAULT_GRAPHQL_SUBSCRIPTION_PROTOCOL } from './subscriptionProtocolName.js';
import { subscriptionUrlOf } from './subscriptionUrl.js';
import { graphqlVariablesOf } from './variables.js';

export interface SubscriptionStart {
  url: string;
  protocol: SubscriptionProtocol;
  /** The request's enabled headers, sent on the handshake by the relay. */
  headers: Record<string, string>;
  connectionParams: Record<string, unknown> | undefined;
  payload: SubscriptionPayload;
}

/** Blank is none; anything else must be a JSON object, as both subprotocols carry it. */
export function connectionParamsOf(text: string): Record<string, unknown> | undefined {
  if (text.trim() === '') return undefined;
  let params: unknown;
  try {
    params = JSON.parse(text);
  } catch (thrown) {
    throw new GraphQLSubscriptionError('SUBSCRIPTION_PARAMS_INVALID', 'Connection params must be valid JSON', {
      cause: thrown,
    });
  }
  if (params === null || typeof params !== 'object' || Array.isArray(params)) {
    throw new GraphQLSubscriptionError('SUBSCRIPTION_PARAMS_INVALID', 'Connection params must be a JSON object');
  }
  return params as Record<string, unknown>;
}

export function subscriptionStartOf(request: HttpRequest): SubscriptionStart {
  const { body } = request;
  const query = body.mode === 'graphql' ? body.query : '';
  const variables = body.mode === 'graphql' ? graphqlVariablesOf(body.variables) : undefined;
  const settings = body.mode === 'graphql' ? body.subscription : undefined;
  return {
    url: subscriptionUrlOf(request.url, settings?.url),
    protocol: subscriptionProtocol(settings?.protocol ?? DEFAULT_GRAPHQL_SUBSCRIPTION_PROTOCOL),
    headers: Object.fromEntries(
      request.headers
        .filter((header) => header.enabled !== false && header.key.trim() !== '')
        .map((header) => [header.key.trim(), header.value]),
    ),
    connectionParams: connectionParamsOf(settings?.connectionParams ?? ''),
    payload: variables ? { query, variables } : { query },
  };
}
