// U+0000 is no part of any name, e-mail, password or search: PostgreSQL cannot store it in text at
// all, and C code reading the value would stop there. Refusing it up front makes it a clear 400.
import type { RequestHandler } from 'express';
import { ValidationError } from '@courier/core';

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

/** True when any string (or object key) in a parsed JSON or query value holds U+0000. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes('\0')) return true;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\0')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** Place after the body parser: checks the body and the query. (A path parameter reaching the database is
 * covered by the error handler, which answers the database's data errors with 400.) */
export const refuseNul: RequestHandler = (req, _res, next) => {
  if (containsNul(req.body) || containsNul(req.query)) {
    throw new ValidationError(NUL_MESSAGE);
  }
  next();
};
