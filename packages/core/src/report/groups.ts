import type { RequestResult } from '../model/run.js';
import { requestFailed } from '../runner/requestResult.js';
import { SEND_MESSAGES } from '../send/pipeline/sendRequest.js';

/** `Request` or `Folder / Sub / Request`: how reports name one request. */
export function qualifiedName(result: Pick<RequestResult, 'name' | 'path'>): string {
  return [...(result.path ?? []), result.name].join(' / ');
}

/** Assertions that ran and failed (a skipped one is neither passed nor failed). */
export function failedTests(result: Pick<RequestResult, 'tests'>): RequestResult['tests'] {
  return result.tests.filter((test) => !test.passed && !test.skipped);
}

/**
 * The one meaning of "failed" every report shares, the CLI's exit code's (a failed assertion, a
 * script error, a request not sent; a 4xx/5xx the tests accept is not one), also for a result
 * that kept its counts without its assertions.
 */
export function hasFailure(result: Pick<RequestResult, 'tests' | 'error' | 'testsPassed' | 'testsTotal'>): boolean {
  return requestFailed(result) || result.testsPassed < result.testsTotal;
}

export type ErrorKind = 'prerequest-script' | 'test-script' | 'request';

/** Which step an execution's error came from; an error without a known step is the request's. */
export function errorKind(result: Pick<RequestResult, 'errorStage'>): ErrorKind {
  if (result.errorStage === 'prerequest') return 'prerequest-script';
  if (result.errorStage === 'test') return 'test-script';
  return 'request';
}

/** The error as the script threw it, without the prefix that names the step ('boom', not 'Test script error: boom'). */
export function thrownMessage(result: Pick<RequestResult, 'error' | 'errorStage'>): string {
  const error = result.error ?? '';
  const kind = errorKind(result);
  const prefix = kind === 'request' ? '' : (kind === 'test-script' ? SEND_MESSAGES.test : SEND_MESSAGES.preRequest)('');
  return prefix && error.startsWith(prefix) ? error.slice(prefix.length) : error;
}
