// U+0000 is no part of any name, path, e-mail, password or search: PostgreSQL cannot store it in text
// at all, SQLite stores it and C code reading the value stops there, and a mock route's path holding
// it would be served as '/p%00q'. One rule for every route, so no area has to remember it: the app
// refuses it in the URL (path parameters and query) before any router runs, and jsonBody refuses it
// in every body it parses. Either way it is a clear 400 with the same message on both databases.
import type { RequestHandler } from 'express';
import { ValidationError } from '@courier/core';

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

/** True when any string (or object key) in a parsed JSON or query value holds U+0000. */
function containsNul(value: unknown): boolean {
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

/** The only way to put U+0000 in a path: an HTTP request line cannot carry the byte itself. */
const ENCODED_NUL = /%00/;

/**
 * Mount on the app before every router: routers parse their own bodies, but the URL is known at
 * once, and a path parameter holding U+0000 would otherwise reach a query or a stored path.
 */
export const refuseNulInUrl: RequestHandler = (req, _res, next) => {
  if (ENCODED_NUL.test(req.path) || containsNul(req.query)) throw new ValidationError(NUL_MESSAGE);
  next();
};

/** Place right after a body parser (jsonBody does). */
export const refuseNulInBody: RequestHandler = (req, _res, next) => {
  if (containsNul(req.body)) throw new ValidationError(NUL_MESSAGE);
  next();
};
