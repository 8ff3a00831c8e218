import type { OAuthToken } from '../model/oauth.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The expiry label: 'No expiry', 'Expired', then the time left rounded down — minutes
 * ('45m', '<1m' in the last minute), hours and minutes ('2h 5m') under a day, days and hours
 * ('3d 4h') beyond.
 */
export function expiryLabel(token: Pick<OAuthToken, 'expires_at'>, now: number): string {
  if (token.expires_at === null) return 'No expiry';
  const left = token.expires_at - now;
  if (left <= 0) return 'Expired';
  if (left < MINUTE) return '<1m';
  if (left < HOUR) return `${Math.floor(left / MINUTE)}m`;
  if (left < DAY) return `${Math.floor(left / HOUR)}h ${Math.floor((left % HOUR) / MINUTE)}m`;
  return `${Math.floor(left / DAY)}d ${Math.floor((left % DAY) / HOUR)}h`;
}
