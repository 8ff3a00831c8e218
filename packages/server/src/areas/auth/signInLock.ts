// How long sign-in stays refused after repeated failures. A lock always expires, so a stranger's
// guesses can delay an account's owner for minutes at most, never shut them out for good; each
// further failure past the free ones doubles the wait, so guessing stays slow.

/** Failures an account (or a name that is no account) may have before the first lock. */
export const FREE_ACCOUNT_FAILURES = 5;
/** A source address may fail more often: several people can share one (an office, a NAT). */
export const FREE_ADDRESS_FAILURES = 20;
export const FIRST_LOCK_MS = 60_000;
/**
 * How long an address an account signed in from stays its owner's: an account's lock does not
 * apply there, so strangers guessing from elsewhere cannot keep the owner out by renewing it.
 */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60_000;
const LONGEST_LOCK_MS = 15 * 60_000;

/** The end of the lock earned by `failures` consecutive failures, or null while they are free. */
export function lockedUntil(failures: number, free: number, now: number): string | null {
  if (failures < free) return null;
  const lockMs = Math.min(FIRST_LOCK_MS * 2 ** Math.min(failures - free, 10), LONGEST_LOCK_MS);
  return new Date(now + lockMs).toISOString();
}

/** Whole minutes left of a lock, at least 1; 0 when there is none or it has expired. */
export function minutesLeft(until: string | null, now: number): number {
  if (until === null) return 0;
  const left = Date.parse(until) - now;
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}
