import { CourierError } from '../errors.js';

/**
 * Stable codes for every OAuth 2.0 failure core raises; the messages are the texts users see,
 * which the web app shows as they are (or inside its own 'Authorization failed: …' alert).
 */
export type OAuthErrorCode =
  /** The provider form is incomplete or holds a bad URL. */
  | 'OAUTH_INVALID_PROVIDER'
  /** Not an authorization-code provider, or it has no authorization URL. */
  | 'OAUTH_NOT_AUTHORIZATION_CODE'
  /** Not a client-credentials provider. */
  | 'OAUTH_NOT_CLIENT_CREDENTIALS'
  /** The authorization server redirected back with `error` (RFC 6749 §4.1.2.1), e.g. access_denied. */
  | 'OAUTH_AUTHORIZATION_DENIED'
  /** The callback URL carries no code or no state. */
  | 'OAUTH_INVALID_CALLBACK'
  /** No pending session, a state that does not match it, or a session past its 600 000 ms. */
  | 'OAUTH_INVALID_SESSION'
  /** The code could not be exchanged for tokens. */
  | 'OAUTH_TOKEN_EXCHANGE_FAILED'
  /** The client-credentials token request failed. */
  | 'OAUTH_CLIENT_CREDENTIALS_FAILED'
  /** A refresh was asked for without a provider or without a refresh token. */
  | 'OAUTH_REFRESH_UNAVAILABLE'
  /** The refresh request failed; the caller then clears the tokens. */
  | 'OAUTH_TOKEN_REFRESH_FAILED';

export class OAuthError extends CourierError {
  declare readonly code: OAuthErrorCode;

  constructor(code: OAuthErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
  }
}
