const DAY = 24 * 60 * 60 * 1000;

/**
 * How long an invitation has left, in whole days rounded to the nearest: one sent a moment ago for
 * 7 days reads 'expires in 7 days' (rounding down made it read 6), and its last half day 'expires today'.
 */
export function invitationExpiry(expiresAt: string, now: number): string {
  const days = Math.round((Date.parse(expiresAt) - now) / DAY);
  return days >= 1 ? `expires in ${days === 1 ? '1 day' : `${days} days`}` : 'expires today';
}
