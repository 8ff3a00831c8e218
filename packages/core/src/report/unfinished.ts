// A run that ended before its last request must not read as a passed one: whoever opens the report
// later (a CI history, a colleague) sees only the requests that ran, so every report says so.
import type { RunResult } from '../model/run.js';

/** Why the run did not run to its end, or undefined when it did. */
export function unfinishedReason(result: Pick<RunResult, 'status' | 'error'>): string | undefined {
  switch (result.status) {
    case 'completed':
      return undefined;
    case 'stopped':
      return result.error ?? 'The run was stopped before it finished';
    case 'errored':
      return result.error ?? 'The run ended in error';
    case 'running':
      return 'The run had not finished when the report was written';
  }
}
