import type { OAuthProvider, OAuthSession } from '../model/oauth.js';
import { OAuthError } from './errors.js';
import { codeChallengeS256, createCodeVerifier, createState } from './pkce.js';
import { invalidUrlMessage } from './validateProviderForm.js';

/** How long the popup is waited for, and so how long a pending session stays valid. */
export const AUTHORIZATION_TIMEOUT_MS = 600_000;

export const NOT_AUTHORIZATION_CODE_MESSAGE = 'Provider is not configured for authorization code flow';

/**
 * The authorization redirect — authorizationUrl with client_id, redirect_uri,
 * response_type=code, scope and state, plus the S256 challenge when the provider uses PKCE
 * (callers of a PKCE provider pass `codeChallenge`; `beginAuthorization` always does).
 * Query parameters already in the configured URL (Auth0's `audience`, say) are kept.
 */
export function buildAuthorizationUrl(
  provider: OAuthProvider,
  params: { state: string; codeChallenge?: string },
): string {
  if (provider.grantType !== 'authorization_code' || provider.authorizationUrl.trim() === '') {
    throw new OAuthError('OAUTH_NOT_AUTHORIZATION_CODE', NOT_AUTHORIZATION_CODE_MESSAGE);
  }
  let url: URL;
  try {
    url = new URL(provider.authorizationUrl.trim());
  } catch (cause) {
    throw new OAuthError('OAUTH_INVALID_PROVIDER', invalidUrlMessage('Authorization URL'), { cause });
  }
  const query = url.searchParams;
  query.set('client_id', provider.clientId);
  // RFC 6749 §3.1.2 and §3.3: both optional, and an empty value is refused by some servers.
  if (provider.redirectUri !== '') query.set('redirect_uri', provider.redirectUri);
  query.set('response_type', 'code');
  if (provider.scope !== '') query.set('scope', provider.scope);
  query.set('state', params.state);
  if (provider.usePKCE && params.codeChallenge !== undefined) {
    query.set('code_challenge', params.codeChallenge);
    query.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

/**
 * The authorization-code flow's first step: a fresh state and verifier, the session to keep in session storage
 * until the callback, and the URL to open in the popup.
 */
export async function beginAuthorization(
  provider: OAuthProvider,
  now: number = Date.now(),
): Promise<{ url: string; session: OAuthSession }> {
  const state = createState();
  const codeVerifier = createCodeVerifier();
  const codeChallenge = provider.usePKCE ? await codeChallengeS256(codeVerifier) : undefined;
  const url = buildAuthorizationUrl(provider, { state, codeChallenge });
  return { url, session: { state, codeVerifier, providerId: provider.id, timestamp: now } };
}
