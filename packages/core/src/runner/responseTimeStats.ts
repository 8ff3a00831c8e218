// Performance Mode's numbers: min, average, percentiles and max of a run's response times.

export interface ResponseTimeStats {
  count: number;
  min: number;
  avg: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/**
 * Nearest-rank percentiles (the smallest time at or below which p % of the requests finished),
 * so every figure is a time some request really took. Average rounded like the summary's.
 */
export function responseTimeStats(times: ArrayLike<number>): ResponseTimeStats | undefined {
  const count = times.length;
  if (count === 0) return undefined;
  const sorted = Float64Array.from(times).sort();
  let sum = 0;
  for (const time of sorted) sum += time;
  const rank = (percent: number) => sorted[Math.max(0, Math.ceil((percent / 100) * count) - 1)] ?? 0;
  return {
    count,
    min: sorted[0] ?? 0,
    avg: Math.round(sum / count),
    p50: rank(50),
    p90: rank(90),
    p99: rank(99),
    max: sorted[count - 1] ?? 0,
  };
}
