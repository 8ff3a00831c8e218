import type { RequestResult } from '../model/run.js';
import type { LocatedRequest } from '../model/walk.js';
import type { SendResult } from '../send/pipeline/context.js';

/**
 * A request is successful when the send did not report `success: false` and the
 * status is at least 200 and below 400.
 */
function isSuccessful(send: { success?: boolean }, status: number): boolean {
  return send.success !== false && status >= 200 && status < 400;
}

/** Whether the request got a response: a result whose request was never answered has status 0. */
export function wasSent(result: Pick<RequestResult, 'status'>): boolean {
  return result.status !== 0;
}

/**
 * The one meaning of a failed execution in every CLI report, as Newman counts failures: an error
 * (a script error, a request that could not be sent) or a failed assertion. An HTTP 4xx/5xx the
 * tests accept is not one.
 */
export function requestFailed(result: Pick<RequestResult, 'error' | 'tests'>): boolean {
  return result.error !== undefined || result.tests.some((test) => !test.passed && !test.skipped);
}

export interface ExecutionRef {
  id: string;
  located: LocatedRequest;
  iteration: number;
}

/**
 * What a report needs from one execution: no body, no headers (flat memory). Built
 * as one literal of fixed shape: a 100,000-request run keeps 100,000 of these, and objects
 * assembled from spreads cost V8 noticeably more memory each.
 */
export function toRequestResult(ref: ExecutionRef, send: SendResult): RequestResult {
  const status = send.response?.status ?? 0;
  let testsPassed = 0;
  let testsTotal = 0;
  const tests = send.testResults.map((test) => {
    if (!test.skipped) {
      testsTotal += 1;
      if (test.passed) testsPassed += 1;
    }
    const kept: RequestResult['tests'][number] = { name: test.name, passed: test.passed };
    if (test.skipped) kept.skipped = true;
    if (test.error !== undefined) kept.error = test.error;
    if (test.chaiError !== undefined) kept.chaiError = test.chaiError;
    return kept;
  });
  return result(ref, {
    method: send.request.method,
    url: send.request.url,
    success: isSuccessful(send, status),
    status,
    responseTime: send.response?.duration ?? 0,
    responseSize: send.response?.size ?? 0,
    error: send.error?.message,
    errorStage: send.error?.stage,
    systemError: send.error?.system,
    tests,
    testsPassed,
    testsTotal,
  });
}

/** A thrown error gives status 0 and the error message. */
export function thrownResult(ref: ExecutionRef, message: string): RequestResult {
  const { method, url } = ref.located.request;
  return result(ref, {
    method,
    url,
    success: false,
    status: 0,
    responseTime: 0,
    responseSize: 0,
    error: message,
    tests: [],
    testsPassed: 0,
    testsTotal: 0,
  });
}

type Outcome = Omit<
  RequestResult,
  'id' | 'requestId' | 'name' | 'path' | 'iteration' | 'timestamp' | 'errorStage' | 'systemError'
> & {
  errorStage?: RequestResult['errorStage'] | undefined;
  systemError?: RequestResult['systemError'] | undefined;
};

// One folder-path array per planned request, shared by all its executions: a 100,000-request
// run then holds ten arrays, not 100,000.
const paths = new WeakMap<LocatedRequest, string[]>();

export function folderPath(located: LocatedRequest): string[] {
  let path = paths.get(located);
  if (!path) {
    path = located.folders.map((folder) => folder.name);
    paths.set(located, path);
  }
  return path;
}

let lastMillisecond = NaN;
let lastTimestamp = '';

/** The time as an ISO string; requests that end within the same millisecond share one. */
function isoNow(): string {
  const now = Date.now();
  if (now !== lastMillisecond) {
    lastMillisecond = now;
    lastTimestamp = new Date(now).toISOString();
  }
  return lastTimestamp;
}

function result({ id, located, iteration }: ExecutionRef, outcome: Outcome): RequestResult {
  const built: RequestResult = {
    id,
    requestId: located.request.id,
    name: located.request.name,
    path: folderPath(located),
    method: outcome.method,
    url: outcome.url,
    success: outcome.success,
    status: outcome.status,
    responseTime: outcome.responseTime,
    responseSize: outcome.responseSize,
    iteration,
    timestamp: isoNow(),
    tests: outcome.tests,
    testsPassed: outcome.testsPassed,
    testsTotal: outcome.testsTotal,
  };
  if (outcome.error !== undefined) built.error = outcome.error;
  if (outcome.errorStage !== undefined) built.errorStage = outcome.errorStage;
  if (outcome.systemError !== undefined) built.systemError = outcome.systemError;
  return built;
}
