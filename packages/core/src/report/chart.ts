import type { RequestResult } from '../model/run.js';
import { escapeMarkup as x } from './escape.js';
import { hasFailure } from './groups.js';

const WIDTH = 960;
const HEIGHT = 160;
const MAX_BARS = 120;

/**
 * Response times as an inline SVG bar chart. Long runs are bucketed into at most 120 bars (each
 * the bucket's average, its range in the tooltip) so 10,000 executions stay a few kilobytes.
 */
export function responseTimeChart(results: readonly RequestResult[]): string {
  if (results.length === 0) return '';
  const size = Math.ceil(results.length / MAX_BARS);
  const buckets: Array<{ first: number; last: number; avg: number; max: number; failed: boolean }> = [];
  for (let start = 0; start < results.length; start += size) {
    const slice = results.slice(start, start + size);
    const times = slice.map((result) => result.responseTime);
    buckets.push({
      first: start + 1,
      last: start + slice.length,
      avg: times.reduce((sum, time) => sum + time, 0) / slice.length,
      max: Math.max(...times),
      failed: slice.some(hasFailure),
    });
  }
  const top = Math.max(1, ...buckets.map((bucket) => bucket.avg));
  const step = WIDTH / buckets.length;
  const bars = buckets.map((bucket, index) => {
    const height = Math.max(1, (bucket.avg / top) * (HEIGHT - 20));
    const label =
      bucket.first === bucket.last
        ? `#${bucket.first} ${results[bucket.first - 1]?.name ?? ''}: ${Math.round(bucket.avg)} ms`
        : `#${bucket.first}–${bucket.last}: avg ${Math.round(bucket.avg)} ms, max ${bucket.max} ms`;
    return `<rect x="${(index * step).toFixed(1)}" y="${(HEIGHT - height).toFixed(1)}" width="${Math.max(1, step - 1).toFixed(1)}" height="${height.toFixed(1)}" class="${bucket.failed ? 'bf' : 'bp'}"><title>${x(label)}</title></rect>`;
  });
  return [
    `<svg class="chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="Response time per request">`,
    `<text x="4" y="12" class="axis">${Math.round(top)} ms</text>`,
    ...bars,
    '</svg>',
  ].join('');
}
