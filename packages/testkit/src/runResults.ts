// Run results for report tests: built by hand so every field a report shows is known.
import { summarize, type Exchange, type RequestResult, type RunResult } from '@courier/core';

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

/** What a report shows of a GET answered 200 with `body` (JSON): one exchange a run of any size can share. */
export function exchangeWith(body: string): Exchange {
  return {
    request: { method: 'GET', url: 'http://api.test/big', headers: [], body: { mode: 'none' }, bodyTruncated: false },
    response: {
      status: 200,
      statusText: 'OK',
      headers: [{ name: 'Content-Type', value: 'application/json' }],
      body: { text: body, size: body.length, truncated: false, base64: false },
    },
    console: [],
  };
}
