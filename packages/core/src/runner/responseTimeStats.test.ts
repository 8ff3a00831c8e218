import { describe, expect, it } from 'vitest';
import { responseTimeStats } from './responseTimeStats.js';

describe('responseTimeStats', () => {
  it('has nothing to say about no requests', () => {
    expect(responseTimeStats([])).toBeUndefined();
  });

  it('gives nearest-rank percentiles over 1..100 ms', () => {
    const times = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(responseTimeStats(times)).toEqual({ count: 100, min: 1, avg: 51, p50: 50, p90: 90, p99: 99, max: 100 });
  });

  it('puts a single slow outlier only in p99 and max when it is one in a hundred', () => {
    const times = [...Array.from({ length: 99 }, () => 10), 5000];
    const stats = responseTimeStats(times);
    expect(stats).toMatchObject({ p50: 10, p90: 10, p99: 10, max: 5000, avg: 60 });
  });

  it('handles one request and unsorted input', () => {
    expect(responseTimeStats([42])).toEqual({ count: 1, min: 42, avg: 42, p50: 42, p90: 42, p99: 42, max: 42 });
    expect(responseTimeStats([30, 10, 20])).toMatchObject({ min: 10, p50: 20, p90: 30, max: 30, avg: 20 });
  });
});
