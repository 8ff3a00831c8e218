import { describe, expect, it } from 'vitest';
import type { OAuthToken } from '../model/oauth.js';
import { expiryLabel } from './expiryLabel.js';
import { refreshDelay } from './refreshDelay.js';
import { activeToken, isRefreshDue, tokenStatus } from './tokenStatus.js';

const NOW = 1_700_000_000_000;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function token(expiresIn: number | null, extra: Partial<OAuthToken> = {}): OAuthToken {
  return {
    access_token: 'at',
    token_type: 'Bearer',
    providerId: 'p',
    stored_at: NOW,
    expires_at: expiresIn === null ? null : NOW + expiresIn,
    ...extra,
  };
}

describe('tokenStatus', () => {
  it('is none without a token, active until expires_at, expired from then on', () => {
    expect(tokenStatus(undefined, NOW)).toBe('none');
    expect(tokenStatus(token(null), NOW + 365 * DAY)).toBe('active');
    expect(tokenStatus(token(HOUR), NOW + HOUR - 1)).toBe('active');
    expect(tokenStatus(token(HOUR), NOW + HOUR)).toBe('expired');
  });

  it('reads an expired token with a refresh token as none, and says a refresh is due', () => {
    const refreshable = token(HOUR, { refresh_token: 'rt' });
    expect(tokenStatus(refreshable, NOW + HOUR)).toBe('none');
    expect(isRefreshDue(refreshable, NOW + HOUR)).toBe(true);
    expect(isRefreshDue(refreshable, NOW + HOUR - 1)).toBe(false);
    expect(isRefreshDue(token(HOUR), NOW + HOUR)).toBe(false);
  });

  it('hands the send pipeline only a token that is active', () => {
    const live = token(HOUR);
    expect(activeToken(live, NOW)).toBe(live);
    expect(activeToken(live, NOW + HOUR)).toBeUndefined();
    expect(activeToken(undefined, NOW)).toBeUndefined();
  });
});

describe('refreshDelay (min(lifetime − 300 s, 90 % of lifetime), only if > 0)', () => {
  const withRefresh = (expiresIn: number | null) => token(expiresIn, { refresh_token: 'rt' });

  it('takes 90 % of a long lifetime and lifetime − 300 s of a short one, crossing at 50 minutes', () => {
    expect(refreshDelay(withRefresh(HOUR), NOW)).toBe(0.9 * HOUR);
    expect(refreshDelay(withRefresh(DAY), NOW)).toBe(0.9 * DAY);
    expect(refreshDelay(withRefresh(10 * MINUTE), NOW)).toBe(5 * MINUTE);
    expect(refreshDelay(withRefresh(50 * MINUTE), NOW)).toBe(45 * MINUTE);
  });

  it('reschedules from the time left when loaded later', () => {
    expect(refreshDelay(withRefresh(HOUR), NOW + 30 * MINUTE)).toBe(25 * MINUTE);
  });

  it('schedules nothing at or under 300 s left, past expiry, without expiry or without a refresh token', () => {
    expect(refreshDelay(withRefresh(300 * SECOND + 1), NOW)).toBe(1);
    expect(refreshDelay(withRefresh(300 * SECOND), NOW)).toBeNull();
    expect(refreshDelay(withRefresh(HOUR), NOW + 2 * HOUR)).toBeNull();
    expect(refreshDelay(withRefresh(null), NOW)).toBeNull();
    expect(refreshDelay(token(HOUR), NOW)).toBeNull();
    expect(refreshDelay(undefined, NOW)).toBeNull();
  });
});

describe('expiryLabel', () => {
  const label = (left: number | null) => expiryLabel(token(left), NOW);

  it('says No expiry without expires_at and Expired once it is reached', () => {
    expect(label(null)).toBe('No expiry');
    expect(label(0)).toBe('Expired');
    expect(label(-DAY)).toBe('Expired');
  });

  it('counts whole minutes under an hour', () => {
    expect(label(1)).toBe('<1m');
    expect(label(MINUTE - 1)).toBe('<1m');
    expect(label(MINUTE)).toBe('1m');
    expect(label(45 * MINUTE + 59 * SECOND)).toBe('45m');
    expect(label(HOUR - 1)).toBe('59m');
  });

  it('counts hours and minutes under a day', () => {
    expect(label(HOUR)).toBe('1h 0m');
    expect(label(2 * HOUR + 5 * MINUTE + 30 * SECOND)).toBe('2h 5m');
    expect(label(DAY - 1)).toBe('23h 59m');
  });

  it('counts days and hours from a day on', () => {
    expect(label(DAY)).toBe('1d 0h');
    expect(label(3 * DAY + 4 * HOUR + 59 * MINUTE)).toBe('3d 4h');
    expect(label(400 * DAY)).toBe('400d 0h');
  });
});
