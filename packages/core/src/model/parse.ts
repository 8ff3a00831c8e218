import type * as z from 'zod';
import { ValidationError } from '../errors.js';

/** One line per problem, naming where it is: `collections.0.name: Collection name is required`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Parses at a boundary; a mismatch becomes a `ValidationError` a person can read. */
export function parseModel<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(describeIssues(result.error), { cause: result.error });
  return result.data;
}
