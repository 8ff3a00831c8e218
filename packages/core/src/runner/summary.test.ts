import { describe, expect, it } from 'vitest';
import type { RequestResult } from '../model/run.js';
import { summarize } from './summary.js';

function result(responseTime: number, success: boolean, testsPassed: number, testsTotal: number): RequestResult {
  return {
    id: String(Math.random()),
    name: 'r',
    path: [],
    method: 'GET',
    url: 'http://t',
    success,
    status: success ? 200 : 500,
    responseTime,
    responseSize: 0,
    iteration: 0,
    timestamp: '',
    tests: [],
    testsPassed,
    testsTotal,
  };
}

describe('summarize', () => {
  it('rounds the average, gives requests per second to 2 decimals and pass rates to 1 decimal', () => {
    const summary = summarize([result(10, true, 1, 3), result(11, true, 2, 3), result(12.5, false, 0, 0)], 7000);
    expect(summary).toEqual({
      requests: { total: 3, passed: 2, failed: 1, passRate: 66.7 },
      tests: { total: 6, passed: 3, failed: 3, passRate: 50 },
      performance: {
        totalTime: 7000,
        avgResponseTime: 11,
        requestsPerSecond: 0.43,
        minResponseTime: 10,
        maxResponseTime: 12.5,
      },
    });
  });

  it('is all zeros for an empty run', () => {
    expect(summarize([], 0)).toEqual({
      requests: { total: 0, passed: 0, failed: 0, passRate: 0 },
      tests: { total: 0, passed: 0, failed: 0, passRate: 0 },
      performance: { totalTime: 0, avgResponseTime: 0, requestsPerSecond: 0, minResponseTime: 0, maxResponseTime: 0 },
    });
  });
});
