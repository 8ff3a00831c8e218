import type { RequestResult } from '../model/run.js';

/** `Request` or `Folder / Sub / Request`: how reports name one request (issue 4 §3). */
export function qualifiedName(result: Pick<RequestResult, 'name' | 'path'>): string {
  return [...(result.path ?? []), result.name].join(' / ');
}

/** Did anything about this execution fail: the request or one of its assertions? */
export function hasFailure(result: RequestResult): boolean {
  return !result.success || result.tests.some((test) => !test.passed && !test.skipped);
}

export interface ResultGroup {
  iteration: number;
  /** Folder path joined with ' / ', '' for requests at the collection root. */
  folder: string;
  results: RequestResult[];
  failures: number;
}

/**
 * Results grouped by iteration, then folder, groups in first-seen order, except that groups
 * holding a failure come first so a reader meets what went wrong without scrolling.
 */
export function groupResults(results: readonly RequestResult[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const result of results) {
    const folder = (result.path ?? []).join(' / ');
    const key = `${result.iteration}\u0000${folder}`;
    let group = groups.get(key);
    if (!group) {
      group = { iteration: result.iteration, folder, results: [], failures: 0 };
      groups.set(key, group);
    }
    group.results.push(result);
    if (hasFailure(result)) group.failures += 1;
  }
  const ordered = [...groups.values()];
  return [...ordered.filter((group) => group.failures > 0), ...ordered.filter((group) => group.failures === 0)];
}
