import type { RequestResult } from '../model/run.js';
import type { LocatedRequest } from '../model/walk.js';
import type { SendResult } from '../send/pipeline/context.js';

/**
 * Spec 01 §4.5: a request is successful when the send did not report `success: false` and the
 * status is at least 200 and below 400.
 */
export function isSuccessful(send: { success?: boolean }, status: number): boolean {
  return send.success !== false && status >= 200 && status < 400;
}

export interface ExecutionRef {
  id: string;
  located: LocatedRequest;
  iteration: number;
}

/** What a report needs from one execution: no body, no headers (flat memory, issue 4 §2). */
export function toRequestResult(ref: ExecutionRef, send: SendResult): RequestResult {
  const status = send.response?.status ?? 0;
  const tests = send.testResults.map((test) => ({
    name: test.name,
    passed: test.passed,
    ...(test.skipped ? { skipped: true } : {}),
    ...(test.error !== undefined ? { error: test.error } : {}),
  }));
  const counted = tests.filter((test) => !test.skipped);
  return {
    ...identity(ref),
    method: send.request.method,
    url: send.request.url,
    success: isSuccessful(send, status),
    status,
    responseTime: send.response?.duration ?? 0,
    responseSize: send.response?.size ?? 0,
    ...(send.error ? { error: send.error.message } : {}),
    tests,
    testsPassed: counted.filter((test) => test.passed).length,
    testsTotal: counted.length,
  };
}

/** Spec 01 §4.5: a thrown error gives status 0 and the error message. */
export function thrownResult(ref: ExecutionRef, message: string): RequestResult {
  return {
    ...identity(ref),
    method: ref.located.request.method,
    url: ref.located.request.url,
    success: false,
    status: 0,
    responseTime: 0,
    responseSize: 0,
    error: message,
    tests: [],
    testsPassed: 0,
    testsTotal: 0,
  };
}

// One folder-path array per planned request, shared by all its executions: a 100,000-request
// run then holds ten arrays, not 100,000 (issue 4 §2: memory stays flat).
const paths = new WeakMap<LocatedRequest, string[]>();

export function folderPath(located: LocatedRequest): string[] {
  let path = paths.get(located);
  if (!path) {
    path = located.folders.map((folder) => folder.name);
    paths.set(located, path);
  }
  return path;
}

function identity({ id, located, iteration }: ExecutionRef) {
  return {
    id,
    requestId: located.request.id,
    name: located.request.name,
    path: folderPath(located),
    iteration,
    timestamp: new Date().toISOString(),
  };
}
