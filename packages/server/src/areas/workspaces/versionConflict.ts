// A write based on a version that is no longer the stored one. The reply carries what is stored now,
// so the person sees the other change beside their own and keeps one: never a silent overwrite.
import { CourierError } from '@courier/core';
import type { ErrorRequestHandler } from 'express';

export class VersionConflictError extends CourierError {
  constructor(
    message: string,
    readonly current: unknown,
  ) {
    super('VERSION_CONFLICT', message);
  }
}

/** Answers a version conflict with 409 and the current version; any other error goes on. */
export const versionConflictReply: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof VersionConflictError)) return next(error);
  res.status(409).json({ success: false, message: error.message, code: error.code, data: { current: error.current } });
};
