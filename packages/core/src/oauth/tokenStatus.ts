import type { OAuthToken } from '../model/oauth.js';

/** What a provider card shows: Not Authorized, Active or Expired. */
export type TokenStatus = 'none' | 'active' | 'expired';

/** A token is expired once the clock reaches expires_at; no expires_at never expires. */
function isExpired(token: OAuthToken, now: number): boolean {
  return token.expires_at !== null && now >= token.expires_at;
}

/**
 * None before authorization, then active until expires_at. An expired token that
 * can be refreshed reads as none while the refresh (see `isRefreshDue`) is under way.
 */
export function tokenStatus(token: OAuthToken | undefined, now: number): TokenStatus {
  if (!token || token.access_token === '') return 'none';
  if (!isExpired(token, now)) return 'active';
  return token.refresh_token ? 'none' : 'expired';
}

/** An expired token with a refresh token triggers a refresh. */
export function isRefreshDue(token: OAuthToken | undefined, now: number): boolean {
  return token !== undefined && Boolean(token.refresh_token) && isExpired(token, now);
}

/** The token a request may use now, for the send pipeline's `OAuthPort.tokenFor`; undefined otherwise. */
export function activeToken(token: OAuthToken | undefined, now: number): OAuthToken | undefined {
  return tokenStatus(token, now) === 'active' ? token : undefined;
}
