// Where a subscription connects: the subscription URL when one is given (as Postman and Insomnia
// offer, for servers that serve subscriptions elsewhere), otherwise the request's own URL with
// http turned into ws and https into wss.
import { GraphQLSubscriptionError } from './subscriptionError.js';

export function subscriptionUrlOf(requestUrl: string, subscriptionUrl = ''): string {
  const text = (subscriptionUrl.trim() || requestUrl).trim();
  if (!URL.canParse(text)) {
    throw new GraphQLSubscriptionError('SUBSCRIPTION_URL_INVALID', `Not a URL a subscription can connect to: ${text}`);
  }
  const url = new URL(text);
  const scheme = { 'http:': 'ws:', 'https:': 'wss:', 'ws:': 'ws:', 'wss:': 'wss:' }[url.protocol];
  if (!scheme) {
    throw new GraphQLSubscriptionError(
      'SUBSCRIPTION_URL_INVALID',
      'A subscription URL must start with http://, https://, ws:// or wss://',
    );
  }
  url.protocol = scheme;
  return url.toString();
}
