// The failures of the browser's side of the OAuth flows — the popup and the provider
// lookup. Core raises the rest (callback, session, token requests) as its OAuthError.
import { CourierError } from '@courier/core';

export type OAuthFlowErrorCode =
  | 'OAUTH_PROVIDER_NOT_FOUND'
  /** The user closed the popup before it came back (checked every second). */
  | 'OAUTH_CANCELLED'
  /** The popup did not come back within 600 000 ms. */
  | 'OAUTH_TIMEOUT'
  /** The callback page reported an error, or the browser refused to open the popup. */
  | 'OAUTH_AUTHORIZATION_FAILED';

export class OAuthFlowError extends CourierError {
  declare readonly code: OAuthFlowErrorCode;

  constructor(code: OAuthFlowErrorCode, message: string) {
    super(code, message);
  }
}

export const providerNotFound = () => new OAuthFlowError('OAUTH_PROVIDER_NOT_FOUND', 'OAuth provider not found');
export const authorizationCancelled = () => new OAuthFlowError('OAUTH_CANCELLED', 'Authorization cancelled by user');
export const authorizationTimeout = () => new OAuthFlowError('OAUTH_TIMEOUT', 'Authorization timeout');

/** The callback page's oauth_error: the server's `error` code, or a default text. */
export function authorizationFailed(error: string | undefined): OAuthFlowError {
  return new OAuthFlowError(
    'OAUTH_AUTHORIZATION_FAILED',
    error ? `OAuth authorization failed: ${error}` : 'Authorization failed',
  );
}
