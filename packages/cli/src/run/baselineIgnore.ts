// `--baseline-ignore`: what a baseline comparison leaves out beyond the defaults, as JSON paths of
// the body ("$.items[*].updatedAt") and header names ("header:X-Trace-Id").
import {
  AnalysisError,
  DEFAULT_DRIFT_IGNORE,
  mergeDriftIgnore,
  parseJsonPath,
  type DriftIgnoreRules,
} from '@courier/core';
import { InvalidArgumentError } from 'commander';

const HEADER_PREFIX = /^header:/i;

/** Commander's parser for one `--baseline-ignore` value (comma-separated), added to what came before. */
export function parseBaselineIgnore(
  value: string,
  previous: DriftIgnoreRules = DEFAULT_DRIFT_IGNORE,
): DriftIgnoreRules {
  const bodyPaths: string[] = [];
  const headers: string[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (HEADER_PREFIX.test(entry)) {
      const name = entry.replace(HEADER_PREFIX, '').trim();
      if (name === '') throw new InvalidArgumentError(`"${entry}" names no header (write header:X-Request-Id)`);
      headers.push(name);
    } else {
      try {
        parseJsonPath(entry);
      } catch (error) {
        if (error instanceof AnalysisError)
          throw new InvalidArgumentError(`${error.message}, or header:Name for a header`);
        throw error;
      }
      bodyPaths.push(entry);
    }
  }
  return mergeDriftIgnore(previous, { bodyPaths, headers });
}
