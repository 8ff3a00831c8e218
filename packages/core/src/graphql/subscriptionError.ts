import { CourierError } from '../errors.js';

export type GraphQLSubscriptionErrorCode =
  'SUBSCRIPTION_URL_INVALID' | 'SUBSCRIPTION_PARAMS_INVALID' | 'SUBSCRIPTION_MESSAGE_INVALID';

/** A subscription that cannot start (its URL or connection params) or a server frame that is not the protocol's. */
export class GraphQLSubscriptionError extends CourierError {
  declare readonly code: GraphQLSubscriptionErrorCode;

  constructor(code: GraphQLSubscriptionErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
  }
}
