import { describe, expect, it } from 'vitest';
import { invitationExpiry } from './invitationExpiry.js';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-12-06T08:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('invitationExpiry', () => {
  it('reads the full 7 days for an invitation sent a moment ago', () => {
    expect(invitationExpiry(at(7 * DAY - 5_000), now)).toBe('expires in 7 days');
  });

  it('counts down in whole days and says today in the last half day', () => {
    expect(invitationExpiry(at(DAY + 60_000), now)).toBe('expires in 1 day');
    expect(invitationExpiry(at(DAY / 2 + 60_000), now)).toBe('expires in 1 day');
    expect(invitationExpiry(at(DAY / 2 - 60_000), now)).toBe('expires today');
  });
});
