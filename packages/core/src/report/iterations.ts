import type { RunResult } from '../model/run.js';

/**
 * How many iterations a report speaks of: the planned count, or more when results say so (a
 * result built elsewhere). Reports show iteration numbers only when there is more than one.
 */
export function iterationCount(result: Pick<RunResult, 'settings' | 'requests'>): number {
  let highest = 0;
  for (const request of result.requests) highest = Math.max(highest, request.iteration + 1);
  return Math.max(result.settings.iterations, highest);
}
