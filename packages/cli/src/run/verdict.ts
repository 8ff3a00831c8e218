import { requestFailed, type RunEvent, type RunResult } from '@courier/core';

/** Newman's counts of what failed, by kind: the summary table's rows and the exit code. */
export interface FailureCounts {
  /** Requests that could not be sent (connection, TLS, timeout, OAuth). */
  requests: number;
  prerequestScripts: number;
  testScripts: number;
  assertions: number;
  /** Executions with any of the above: the one meaning of "failed" in the terminal. */
  executions: number;
}

/**
 * Counts failures from the run's events, so a run that keeps no per-request results (only the
 * terminal reporter) still knows them. A script error fails the run as much as an assertion.
 */
export class RunVerdict {
  readonly failures: FailureCounts = {
    requests: 0,
    prerequestScripts: 0,
    testScripts: 0,
    assertions: 0,
    executions: 0,
  };

  readonly listener = (event: RunEvent): void => {
    if (event.type !== 'request:done') return;
    const { result } = event;
    const failures = this.failures;
    if (requestFailed(result)) failures.executions += 1;
    failures.assertions += result.tests.filter((test) => !test.passed && !test.skipped).length;
    if (result.error === undefined) return;
    if (result.errorStage === 'prerequest') failures.prerequestScripts += 1;
    else if (result.errorStage === 'test') failures.testScripts += 1;
    else failures.requests += 1;
  };

  /** Newman exits 1 when anything failed or the run ended in error (a --bail stop, a --timeout). */
  failed(result: RunResult): boolean {
    return this.failures.executions > 0 || result.status === 'errored';
  }
}
