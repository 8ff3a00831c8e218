import type * as z from 'zod';
import { ValidationError } from '../errors.js';

type Issue = z.core.$ZodIssue;

/** One line per problem, naming where it is: `collections.0.name: Collection name is required`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .flatMap(matchedKind)
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/**
 * A union's own issue says only "Invalid input": the value matched none of its options. The
 * model's unions tell their kinds apart by `type` (a request, a WebSocket request, a folder; an
 * auth scheme): when exactly one option accepted the value's `type`, that option's issues are the
 * real problem, reported under the union's path (`items.0.url: Invalid input: expected string`);
 * when none did, the `type` is, with the kinds there are.
 */
function matchedKind(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const typeIssues = issue.errors.map((optionIssues) =>
    optionIssues.find((inner) => inner.path.length === 1 && inner.path[0] === 'type'),
  );
  const matched = issue.errors.filter((_, option) => typeIssues[option] === undefined);
  if (matched.length === 1 && matched.length < issue.errors.length) {
    return matched[0]!.flatMap((inner) => matchedKind({ ...inner, path: [...issue.path, ...inner.path] }));
  }
  const kinds = typeIssues.flatMap((inner) => (inner?.code === 'invalid_value' ? inner.values : []));
  if (matched.length === 0 && kinds.length === issue.errors.length) {
    const expected = kinds.map((kind) => JSON.stringify(kind)).join('|');
    return [{ ...issue, path: [...issue.path, 'type'], message: `Invalid option: expected one of ${expected}` }];
  }
  return [issue];
}

/** Parses at a boundary; a mismatch becomes a `ValidationError` a person can read. */
export function parseModel<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(describeIssues(result.error), { cause: result.error });
  return result.data;
}
