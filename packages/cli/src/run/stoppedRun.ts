import type { RunResult } from '@courier/core';
import type { StopSignal } from './interrupt.js';

/** What ended a run before its last request: a signal, or `--timeout` passing. */
export type StopCause = StopSignal | 'timeout';

const SIGNAL_WORDS: Record<StopSignal, string> = {
  SIGINT: 'Stopped by SIGINT (Ctrl-C)',
  SIGTERM: 'Stopped by SIGTERM (the job was cancelled)',
};

/**
 * The result as the reports must show it: stopped, with the cause as its error, so that no report
 * of a run cut short reads as a passed one (the reports say so wherever they have a place).
 */
export function stoppedRun(result: RunResult, cause: StopCause, timeoutMs: number | undefined): RunResult {
  const error = cause === 'timeout' ? `Stopped after --timeout ${timeoutMs ?? 0} ms` : SIGNAL_WORDS[cause];
  return { ...result, status: 'stopped', error };
}
