import type { OAuthSession } from '../model/oauth.js';
import { AUTHORIZATION_TIMEOUT_MS } from './beginAuthorization.js';
import { OAuthError } from './errors.js';

const INVALID_CALLBACK = 'Invalid authorization callback: missing code or state';
const INVALID_SESSION = 'Invalid or expired authorization session';

/**
 * Reads the redirect the popup landed on. The server's `error` wins
 * (RFC 6749 §4.1.2.1); otherwise code and state must both be there, and the state must be the
 * pending session's (RFC 6749 §10.12, CSRF) within its 600 000 ms.
 */
export function parseAuthorizationCallback(
  callbackUrl: string,
  session: OAuthSession | undefined,
  now: number = Date.now(),
): { code: string; state: string } {
  let query: URLSearchParams;
  try {
    query = new URL(callbackUrl).searchParams;
  } catch (cause) {
    throw new OAuthError('OAUTH_INVALID_CALLBACK', INVALID_CALLBACK, { cause });
  }
  const error = query.get('error');
  if (error !== null) throw new OAuthError('OAUTH_AUTHORIZATION_DENIED', `OAuth authorization failed: ${error}`);
  const code = query.get('code');
  const state = query.get('state');
  if (!code || !state) throw new OAuthError('OAUTH_INVALID_CALLBACK', INVALID_CALLBACK);
  if (!session || session.state !== state || now - session.timestamp > AUTHORIZATION_TIMEOUT_MS) {
    throw new OAuthError('OAUTH_INVALID_SESSION', INVALID_SESSION);
  }
  return { code, state };
}
