// How long ago something happened, as activity lists show it: under a minute is 'Just now', then
// minutes, hours and days ('5 minutes ago', '1 day ago').
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const format = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

export function relativeTime(at: string | number, now: number = Date.now()): string {
  const elapsed = now - (typeof at === 'number' ? at : Date.parse(at));
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  return format.format(-Math.floor(elapsed / DAY), 'day');
}
