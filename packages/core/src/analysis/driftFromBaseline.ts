// How a response drifted from the baseline recorded for its request, leaving out what is expected
// to change between two calls (ids, timestamps, dates, caching headers).
import { diffBodies } from './compareResponses.js';
import { compareHeaders } from './compareHeaders.js';
import { parseJsonPath, pathCovers, type PathSegment } from './jsonPath.js';
import type { CapturedResponse, Drift, DriftIgnoreRules, JsonChange } from './types.js';

export const DEFAULT_DRIFT_IGNORE: DriftIgnoreRules = Object.freeze({
  bodyPaths: Object.freeze(['$.id', '$.createdAt', '$.updatedAt']),
  // What a server or a proxy sets per reply; Content-Length follows the body, whose own
  // differences are reported (or ignored) path by path.
  headers: Object.freeze([
    'Date',
    'Age',
    'ETag',
    'Expires',
    'Last-Modified',
    'Set-Cookie',
    'Content-Length',
    'Connection',
    'Keep-Alive',
    'Transfer-Encoding',
    'X-Request-Id',
    'X-Correlation-Id',
    'X-Response-Time',
    'Server-Timing',
    'Traceparent',
    'CF-Ray',
    'X-Amzn-Trace-Id',
  ]),
});

/** Both rule sets at once, e.g. the defaults plus a user's own rules. */
export function mergeDriftIgnore(...rules: DriftIgnoreRules[]): DriftIgnoreRules {
  return {
    bodyPaths: [...new Set(rules.flatMap((rule) => rule.bodyPaths))],
    headers: [...new Set(rules.flatMap((rule) => rule.headers))],
  };
}

/**
 * Compares `current` with `baseline`. Throws INVALID_JSON_PATH when an ignore path is not a JSON
 * path, before comparing anything.
 */
export function driftFromBaseline(
  baseline: CapturedResponse,
  current: CapturedResponse,
  ignore: DriftIgnoreRules = DEFAULT_DRIFT_IGNORE,
): Drift {
  const ignoredPaths = ignore.bodyPaths.map(parseJsonPath);
  const ignoredHeaders = new Set(ignore.headers.map((name) => name.toLowerCase()));

  const headerChanges = compareHeaders(baseline.headers, current.headers).entries.filter(
    (entry) => entry.state !== 'same' && !ignoredHeaders.has(entry.name.toLowerCase()),
  );
  const body = diffBodies(baseline, current);
  const bodyChanges = body.kind === 'json' ? body.changes.filter((change) => !isIgnored(change, ignoredPaths)) : body;
  const bodyDrifted = Array.isArray(bodyChanges) ? bodyChanges.length > 0 : !bodyChanges.equal;
  const statusDrifted = baseline.status !== current.status;

  return {
    unexpected: statusDrifted || headerChanges.length > 0 || bodyDrifted,
    ...(statusDrifted ? { status: { baseline: baseline.status, current: current.status } } : {}),
    headerChanges,
    bodyChanges,
  };
}

function isIgnored(change: JsonChange, ignoredPaths: PathSegment[][]): boolean {
  if (ignoredPaths.length === 0) return false;
  const segments = parseJsonPath(change.path);
  return ignoredPaths.some((pattern) => pathCovers(pattern, segments));
}
