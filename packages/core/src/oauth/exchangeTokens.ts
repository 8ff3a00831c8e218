import { messageOf } from '../errors.js';
import type { OAuthProvider, OAuthToken } from '../model/oauth.js';
import type { Transport, TransportRequest } from '../send/transport.js';
import { OAuthError, type OAuthErrorCode } from './errors.js';
import { readTokenReply, refreshedToken, responseText, storedToken, type TokenReply } from './tokenReply.js';
import {
  authorizationCodeTokenRequest,
  clientCredentialsTokenRequest,
  refreshTokenRequest,
  refreshUnavailable,
} from './tokenRequests.js';

export interface TokenExchangeOptions {
  /** Epoch milliseconds the token is stored at; defaults to the clock. */
  now?: number;
  signal?: AbortSignal;
}

/**
 * Sends a token request; anything but a 2xx reply carrying an access token fails with
 * '{what} failed: {status} {body}'.
 */
async function requestToken(
  transport: Transport,
  request: TransportRequest,
  signal: AbortSignal | undefined,
  failure: { code: OAuthErrorCode; what: string },
): Promise<TokenReply> {
  const response = await transport.send(signal ? { ...request, signal } : request);
  const reply = response.status >= 200 && response.status < 300 ? readTokenReply(response) : undefined;
  if (!reply) throw new OAuthError(failure.code, `${failure.what}: ${response.status} ${responseText(response)}`);
  return reply;
}

/** Wraps every failure of a flow in the text users see, keeping the original as the cause. */
async function inFlow<T>(code: OAuthErrorCode, prefix: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (thrown) {
    throw new OAuthError(code, `${prefix}${messageOf(thrown)}`, { cause: thrown });
  }
}

/** The authorization-code flow's last step: the callback's code (and the session's verifier) for a stored token. */
export async function exchangeAuthorizationCode(
  transport: Transport,
  provider: OAuthProvider,
  code: string,
  codeVerifier?: string,
  options: TokenExchangeOptions = {},
): Promise<OAuthToken> {
  const request = authorizationCodeTokenRequest(provider, code, codeVerifier);
  const failure = { code: 'OAUTH_TOKEN_EXCHANGE_FAILED', what: 'Token exchange failed' } as const;
  return inFlow(failure.code, 'Failed to exchange authorization code: ', async () => {
    const reply = await requestToken(transport, request, options.signal, failure);
    return storedToken(reply, provider.id, options.now ?? Date.now());
  });
}

/** The client-credentials flow, one token request. */
export async function exchangeClientCredentials(
  transport: Transport,
  provider: OAuthProvider,
  options: TokenExchangeOptions = {},
): Promise<OAuthToken> {
  const request = clientCredentialsTokenRequest(provider);
  const failure = { code: 'OAUTH_CLIENT_CREDENTIALS_FAILED', what: 'Token request failed' } as const;
  return inFlow(failure.code, 'Client credentials flow failed: ', async () => {
    const reply = await requestToken(transport, request, options.signal, failure);
    return storedToken(reply, provider.id, options.now ?? Date.now());
  });
}

/**
 * Trades the refresh token for new tokens. Failures are not wrapped (the web app
 * alerts 'Token refresh failed: {message}' and clears the tokens); a transport failure keeps its
 * own message under this flow's code.
 */
export async function exchangeRefreshToken(
  transport: Transport,
  provider: OAuthProvider | undefined,
  token: OAuthToken | undefined,
  options: TokenExchangeOptions = {},
): Promise<OAuthToken> {
  if (!provider || !token?.refresh_token) throw refreshUnavailable();
  const request = refreshTokenRequest(provider, token);
  const failure = { code: 'OAUTH_TOKEN_REFRESH_FAILED', what: 'Token refresh failed' } as const;
  try {
    const reply = await requestToken(transport, request, options.signal, failure);
    return refreshedToken(reply, token, options.now ?? Date.now());
  } catch (thrown) {
    if (thrown instanceof OAuthError) throw thrown;
    throw new OAuthError(failure.code, messageOf(thrown), { cause: thrown });
  }
}
