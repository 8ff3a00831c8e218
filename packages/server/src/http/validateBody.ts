// Validates a request's body or query with a zod schema and hands the handler the parsed value.
import type { Request, RequestHandler } from 'express';
import { ValidationError } from '@courier/core';
import type * as z from 'zod';

/** 'headers.2.value: Header values must not contain CR or LF' — the first problem, where it is. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Request body is invalid';
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/**
 * A validating middleware that also hands its handler the parsed value, typed, so no handler casts
 * `req.body`: `const roleChange = validateForm(schema)`, then `roleChange.of(req)` in the handler.
 */
export type Validated<T> = RequestHandler & { of(req: Request): T };

function validator<S extends z.ZodType>(
  schema: S,
  part: 'body' | 'query',
  describe: (error: z.ZodError) => string,
): Validated<z.output<S>> {
  const parsed = new WeakMap<Request, z.output<S>>();
  const check: RequestHandler = (req, _res, next) => {
    const result = schema.safeParse(req[part]);
    if (!result.success) throw new ValidationError(describe(result.error));
    parsed.set(req, result.data);
    // Handlers not yet reading through `of` still find the parsed body in place.
    if (part === 'body') req.body = result.data;
    next();
  };
  const of = (req: Request): z.output<S> => {
    const value = parsed.get(req);
    if (value === undefined) throw new Error(`The ${part} validator did not run before this handler`);
    return value;
  };
  return Object.assign(check, { of });
}

export function validateBody<S extends z.ZodType>(schema: S): Validated<z.output<S>> {
  return validator(schema, 'body', (error) => `Invalid request body: ${describeIssue(error)}`);
}

/**
 * Like `validateBody`, for forms whose messages are the texts users see: the first
 * problem's message alone, e.g. 'Please enter a valid email address'.
 */
export function validateForm<S extends z.ZodType>(schema: S): Validated<z.output<S>> {
  return validator(schema, 'body', (error) => error.issues[0]?.message ?? 'Request body is invalid');
}

/** A query string, checked like a form: the first problem's message alone. */
export function validateQuery<S extends z.ZodType>(schema: S): Validated<z.output<S>> {
  return validator(schema, 'query', (error) => error.issues[0]?.message ?? 'Invalid query');
}
