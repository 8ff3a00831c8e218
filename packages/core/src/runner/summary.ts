import type { RequestResult, RunSummary } from '../model/run.js';

/**
 * The run summary with the rounding users see: average response time rounded,
 * requests per second to two decimals, pass rates in percent to one decimal. Accumulated as
 * results arrive so a run that keeps no per-request results still has its totals.
 */
export class SummaryAccumulator {
  private requests = 0;
  private requestsPassed = 0;
  private tests = 0;
  private testsPassed = 0;
  private responseTimeSum = 0;
  private minResponseTime = Infinity;
  private maxResponseTime = 0;

  add(result: Pick<RequestResult, 'success' | 'responseTime' | 'testsPassed' | 'testsTotal'>): void {
    this.requests += 1;
    if (result.success) this.requestsPassed += 1;
    this.tests += result.testsTotal;
    this.testsPassed += result.testsPassed;
    this.responseTimeSum += result.responseTime;
    this.minResponseTime = Math.min(this.minResponseTime, result.responseTime);
    this.maxResponseTime = Math.max(this.maxResponseTime, result.responseTime);
  }

  /** `totalTime` is the run's wall-clock time in milliseconds. */
  summary(totalTime: number): RunSummary {
    return {
      requests: rates(this.requests, this.requestsPassed),
      tests: rates(this.tests, this.testsPassed),
      performance: {
        totalTime,
        avgResponseTime: this.requests === 0 ? 0 : Math.round(this.responseTimeSum / this.requests),
        requestsPerSecond: totalTime > 0 ? round(this.requests / (totalTime / 1000), 2) : 0,
        minResponseTime: this.requests === 0 ? 0 : this.minResponseTime,
        maxResponseTime: this.maxResponseTime,
      },
    };
  }
}

/** The summary of a finished list of results. */
export function summarize(results: readonly RequestResult[], totalTime: number): RunSummary {
  const accumulator = new SummaryAccumulator();
  for (const result of results) accumulator.add(result);
  return accumulator.summary(totalTime);
}

function rates(total: number, passed: number): RunSummary['requests'] {
  return { total, passed, failed: total - passed, passRate: total === 0 ? 0 : round((passed / total) * 100, 1) };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
