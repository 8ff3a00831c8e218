// Validates a request body with a zod schema from core and replaces it with the parsed value.
import type { RequestHandler } from 'express';
import { ValidationError } from '@courier/core';
import type * as z from 'zod';

/** 'headers.2.value: Header values must not contain CR or LF' — the first problem, where it is. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Request body is invalid';
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

export function validateBody(schema: z.ZodType): RequestHandler {
  return (req, _res, next) => {
    const result = schema.safeParse(req.body);
    if (!result.success) throw new ValidationError(`Invalid request body: ${describeIssue(result.error)}`);
    req.body = result.data;
    next();
  };
}

/**
 * Like `validateBody`, for forms whose messages are the texts users see: the first
 * problem's message alone, e.g. 'Please enter a valid email address'.
 */
export function validateForm(schema: z.ZodType): RequestHandler {
  return (req, _res, next) => {
    const result = schema.safeParse(req.body);
    if (!result.success) throw new ValidationError(result.error.issues[0]?.message ?? 'Request body is invalid');
    req.body = result.data;
    next();
  };
}
