import type { OAuthToken } from '../model/oauth.js';

/** Refresh at least this long before expiry. */
const REFRESH_MARGIN_MS = 300_000;
/** And no later than this share of the lifetime. */
const REFRESH_AT_SHARE = 0.9;

/**
 * Milliseconds from `now` until the automatic refresh — the smaller of (lifetime −
 * 300 s) and 90 % of the lifetime, where the lifetime is the time left (so a token loaded from
 * storage is rescheduled from what remains). Null when there is nothing to schedule: no expiry,
 * no refresh token (refreshing would fail and clear a token still good until it expires), or a
 * delay that is not above 0. Timers overflow past 2 147 483 647 ms (about 24.8 days): a caller
 * with a longer delay waits that long and asks again.
 */
export function refreshDelay(token: OAuthToken | undefined, now: number): number | null {
  if (!token?.refresh_token || token.expires_at === null) return null;
  const lifetime = token.expires_at - now;
  const delay = Math.min(lifetime - REFRESH_MARGIN_MS, lifetime * REFRESH_AT_SHARE);
  return delay > 0 ? delay : null;
}
