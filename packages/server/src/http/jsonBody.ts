// Parses JSON request bodies with a size limit (413 beyond) and a nesting limit (400 beyond), so a
// hostile body costs neither memory nor a deep recursion in later code, and refuses U+0000 in them
// (refuseNul.ts) unless the body is only passed on.
import express from 'express';
import type { RequestHandler } from 'express';
import { exceedsJsonDepth, ValidationError } from '@courier/core';
import { refuseNulInBody } from './refuseNul.js';

/** Deeper than any request Courier sends: a TransportRequest is at most five levels deep. */
const MAX_JSON_DEPTH = 32;

export interface JsonBodyOptions {
  /**
   * The proxy's body is a request the user sends elsewhere, never stored: its text may hold U+0000
   * as any HTTP body may.
   */
  passedOn?: boolean;
}

export function jsonBody(limitBytes: number, { passedOn = false }: JsonBodyOptions = {}): RequestHandler[] {
  return [
    express.json({ limit: limitBytes }),
    (req, _res, next) => {
      if (exceedsJsonDepth(req.body, MAX_JSON_DEPTH)) {
        throw new ValidationError(`Request body is nested more than ${MAX_JSON_DEPTH} levels deep`);
      }
      next();
    },
    ...(passedOn ? [] : [refuseNulInBody]),
  ];
}
