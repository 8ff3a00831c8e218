// How long the live channel waits before trying the database again: short at first, so a brief
// blip costs a browser little, then doubling to a ceiling, so a database that is down for minutes
// is not hammered by every instance at once. The jitter spreads instances that lost it together.
const FIRST_DELAY_MS = 250;
const LONGEST_DELAY_MS = 10_000;

/** The wait before try number `attempt + 1` (attempt 0 is the first retry). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
