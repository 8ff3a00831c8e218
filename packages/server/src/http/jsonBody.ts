// Parses JSON request bodies with a size limit (413 beyond) and a nesting limit (400 beyond), so a
// hostile body costs neither memory nor a deep recursion in later code.
import express from 'express';
import type { RequestHandler } from 'express';
import { ValidationError } from '@courier/core';

/** Deeper than any request Courier sends: a TransportRequest is at most five levels deep. */
export const MAX_JSON_DEPTH = 32;

/** Depth of a parsed JSON value, walked with an explicit stack; stops as soon as `limit` is passed. */
export function exceedsDepth(value: unknown, limit: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}

export function jsonBody(limitBytes: number): RequestHandler[] {
  return [
    express.json({ limit: limitBytes }),
    (req, _res, next) => {
      if (exceedsDepth(req.body, MAX_JSON_DEPTH)) {
        throw new ValidationError(`Request body is nested more than ${MAX_JSON_DEPTH} levels deep`);
      }
      next();
    },
  ];
}
