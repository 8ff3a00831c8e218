// Bounds how many requests each signed-in user has in flight at once (hosted mode): a proxied
// request may hold a response of up to the response limit in memory until it is written, so the
// number in flight is what bounds one user's share of the server's memory.
import type { RequestHandler } from 'express';
import { userOf } from './authenticate.js';
import { RateLimitedError } from '../errors/serverErrors.js';

/** At most `max` requests per user at once; place after `requireUser`. */
export function perUserConcurrency(max: number): RequestHandler {
  const inFlight = new Map<string, number>();
  return (_req, res, next) => {
    const { id } = userOf(res);
    const count = inFlight.get(id) ?? 0;
    if (count >= max) {
      throw new RateLimitedError(`Too many proxied requests at once: at most ${max}; wait for one to finish`);
    }
    inFlight.set(id, count + 1);
    // 'close' comes once per response, finished or cut off.
    res.once('close', () => {
      const left = (inFlight.get(id) ?? 1) - 1;
      if (left === 0) inFlight.delete(id);
      else inFlight.set(id, left);
    });
    next();
  };
}
