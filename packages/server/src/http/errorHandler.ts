// The one place failures become responses: `{ success: false, message, code }` with the
// right status. Expected errors keep their message; anything else is logged and answered as 500
// without details, so no stack trace or internal message reaches a client.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { CourierError, ValidationError } from '@courier/core';
import type { Logger } from 'pino';
import { NotFoundError, PayloadTooLargeError, RateLimitedError } from '../errors/serverErrors.js';
import { statusOf } from './errors.js';

interface ErrorBody {
  success: false;
  message: string;
  code: string;
}

/** body-parser's errors carry `type` and `status`: translate the ones a client can cause. */
function fromBodyParser(error: unknown): CourierError | undefined {
  const { type, status, limit } = (error ?? {}) as { type?: unknown; status?: unknown; limit?: unknown };
  if (typeof type !== 'string' || typeof status !== 'number') return undefined;
  if (type === 'entity.too.large') {
    return new PayloadTooLargeError(`Request body is larger than the server's limit of ${limit} bytes`);
  }
  if (type === 'entity.parse.failed') return new ValidationError('Request body is not valid JSON');
  if (status >= 400 && status < 500) return new ValidationError(`Request body could not be read (${type})`);
  return undefined;
}

/**
 * A value the database refuses to store or compare (PostgreSQL's class 22 "data exception": text
 * it cannot encode, a number out of range; SQLite's too-big and type-mismatch) came from the
 * request, so it is the client's fault: 400, never 500.
 */
function fromDatabase(error: unknown): CourierError | undefined {
  const { code } = (error ?? {}) as { code?: unknown };
  if (typeof code !== 'string') return undefined;
  const isDataError = /^22[0-9A-Z]{3}$/.test(code) || code === 'SQLITE_TOOBIG' || code === 'SQLITE_MISMATCH';
  return isDataError ? new ValidationError('The request holds a value that cannot be stored') : undefined;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const known = error instanceof CourierError ? error : (fromBodyParser(error) ?? fromDatabase(error));
    const status = known ? statusOf(known) : 500;
    if (known) logger.debug({ code: known.code, status, path: req.originalUrl.split('?')[0] }, known.message);
    else logger.error({ err: error, method: req.method, path: req.originalUrl.split('?')[0] }, 'request failed');
    const body: ErrorBody = known
      ? { success: false, message: known.message, code: known.code }
      : { success: false, message: 'Internal server error', code: 'INTERNAL' };
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (known instanceof RateLimitedError && known.retryAfterSeconds !== undefined) {
      res.setHeader('Retry-After', String(known.retryAfterSeconds));
    }
    res.status(status).json(body);
  };
}

/** Unknown paths under /api answer in the same shape instead of HTML. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new NotFoundError(`No API route for ${req.method} ${req.originalUrl}`));
};
