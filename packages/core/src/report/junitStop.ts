import type { RunResult } from '../model/run.js';
import { escapeMarkup as x } from './escape.js';
import { unfinishedReason } from './unfinished.js';

/**
 * A run that did not finish is an error of its own, in either JUnit layout, so CI shows the build
 * as broken even when every request that ran passed: without it the file reads
 * `failures="0" errors="0"`. Undefined for a run that finished.
 */
export function stopSuite(result: RunResult, id: number): string | undefined {
  const reason = unfinishedReason(result);
  if (reason === undefined) return undefined;
  const name = x(result.collectionName ?? result.collectionId);
  const message = x(reason);
  const time = (result.summary.performance.totalTime / 1000).toFixed(3);
  return [
    `  <testsuite name="${name}" id="${id}" tests="1" failures="0" errors="1" skipped="0" time="${time}" timestamp="${x(result.startTime)}">`,
    `    <testcase name="Run finished" classname="${name}" time="0.000">`,
    `      <error type="RunNotFinished" message="${message}">${message}</error>`,
    '    </testcase>',
    '  </testsuite>',
  ].join('\n');
}
