// Limits how often each signed-in user may call an endpoint (hosted mode).
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { userOf } from './authenticate.js';
import { RateLimitedError } from '../errors/serverErrors.js';

/** `perMinute` calls per user per minute; place after `requireUser`. */
export function perUserRateLimit(perMinute: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (_req, res) => userOf(res).id,
    handler: (_req, _res, next) => {
      next(new RateLimitedError(`Too many requests: at most ${perMinute} a minute; try again shortly`));
    },
  });
}
