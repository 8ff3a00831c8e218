import type { OAuthProvider, OAuthToken } from '../model/oauth.js';
import type { TransportRequest } from '../send/transport.js';
import { URLENCODED_CONTENT_TYPE } from '../send/urlencoded.js';
import { NOT_AUTHORIZATION_CODE_MESSAGE } from './beginAuthorization.js';
import { OAuthError } from './errors.js';

/**
 * Token requests as plain TransportRequests, so the web app sends them through its
 * proxy — token endpoints do not answer browsers' CORS — and Node through undici.
 */

type Field = { key: string; value: string };

/**
 * RFC 6749 §3.2: POST, form-encoded. Accept JSON because GitHub answers form-encoded otherwise.
 * RFC 6749 §2.3.1: a public client (PKCE, no secret) may omit client_secret when it is empty,
 * and some servers refuse an empty one.
 */
function tokenRequest(provider: OAuthProvider, grantType: string, fields: Field[]): TransportRequest {
  const form: Field[] = [
    { key: 'grant_type', value: grantType },
    { key: 'client_id', value: provider.clientId },
  ];
  if (provider.clientSecret !== '') form.push({ key: 'client_secret', value: provider.clientSecret });
  return {
    method: 'POST',
    url: provider.tokenUrl.trim(),
    headers: [
      { name: 'Content-Type', value: URLENCODED_CONTENT_TYPE },
      { name: 'Accept', value: 'application/json' },
    ],
    body: { type: 'urlencoded', fields: [...form, ...fields] },
  };
}

/** RFC 6749 §4.1.3, with RFC 7636 §4.5's code_verifier when the provider uses PKCE. */
export function authorizationCodeTokenRequest(
  provider: OAuthProvider,
  code: string,
  codeVerifier?: string,
): TransportRequest {
  if (provider.grantType !== 'authorization_code') {
    throw new OAuthError('OAUTH_NOT_AUTHORIZATION_CODE', NOT_AUTHORIZATION_CODE_MESSAGE);
  }
  const fields: Field[] = [{ key: 'code', value: code }];
  if (provider.redirectUri !== '') fields.push({ key: 'redirect_uri', value: provider.redirectUri });
  if (provider.usePKCE && codeVerifier !== undefined) fields.push({ key: 'code_verifier', value: codeVerifier });
  return tokenRequest(provider, 'authorization_code', fields);
}

/** RFC 6749 §4.4.2. */
export function clientCredentialsTokenRequest(provider: OAuthProvider): TransportRequest {
  if (provider.grantType !== 'client_credentials') {
    throw new OAuthError('OAUTH_NOT_CLIENT_CREDENTIALS', 'Provider is not configured for client credentials flow');
  }
  const fields: Field[] = provider.scope === '' ? [] : [{ key: 'scope', value: provider.scope }];
  return tokenRequest(provider, 'client_credentials', fields);
}

/** A refresh needs the provider (it may have been deleted) and a refresh token. */
export function refreshUnavailable(): OAuthError {
  return new OAuthError('OAUTH_REFRESH_UNAVAILABLE', 'Cannot refresh token: missing provider or refresh token');
}

/** RFC 6749 §6. */
export function refreshTokenRequest(
  provider: OAuthProvider | undefined,
  token: Pick<OAuthToken, 'refresh_token'> | undefined,
): TransportRequest {
  if (!provider || !token?.refresh_token) throw refreshUnavailable();
  return tokenRequest(provider, 'refresh_token', [{ key: 'refresh_token', value: token.refresh_token }]);
}
