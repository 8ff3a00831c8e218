// Run results for report tests: built by hand so every field a report shows is known.
import { summarize, type RequestResult, type RunResult } from '@courier/core';

export function execution(overrides: Partial<RequestResult> = {}): RequestResult {
  const tests = overrides.tests ?? [];
  const counted = tests.filter((test) => !test.skipped);
  return {
    id: `e${Math.random()}`,
    requestId: 'r1',
    name: 'Get user',
    path: [],
    method: 'GET',
    url: 'http://api.test/users/1',
    success: true,
    status: 200,
    responseTime: 12,
    responseSize: 100,
    iteration: 0,
    timestamp: '2026-11-22T03:00:00.000Z',
    testsPassed: counted.filter((test) => test.passed).length,
    testsTotal: counted.length,
    ...overrides,
    tests,
  };
}

export function runResult(requests: RequestResult[]): RunResult {
  return {
    id: 'run-1',
    collectionId: 'col-1',
    collectionName: 'Fixture',
    startTime: '2026-11-22T03:00:00.000Z',
    endTime: '2026-11-22T03:00:01.000Z',
    status: 'completed',
    requests,
    summary: summarize(requests, 1000),
    settings: { iterations: 1, delay: 0, timeout: 30000, stopOnError: false },
    mode: 'sequential',
  };
}
