// How the analysis figures read: recorded responses are named by the last 8 characters of their id,
// and sizes go in KB, MB or GB with two decimals so a column of them lines up; whole bytes have no
// fraction to show, so a size under 1 KB reads '58 B'.
const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${UNITS[unit]}`;
}

/** The last 8 characters of an id: how lists name cached responses, comparisons and validations. */
export const shortId = (id: string): string => id.slice(-8);

/** A percentage change with its sign, e.g. '-12.5%' (faster) or '+3.0%'. */
export function formatPercentChange(percent: number): string {
  const sign = percent > 0 ? '+' : '';
  return `${sign}${percent.toFixed(1)}%`;
}

/** A share of requests, given as a percentage (0–100) as the server computes it: '5.0%'. */
export const formatRate = (percent: number): string => `${percent.toFixed(1)}%`;
