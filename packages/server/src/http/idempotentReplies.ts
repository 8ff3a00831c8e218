// Creates sent with an `Idempotency-Key` header are made once: the first reply is kept and a repeat
// of the same call with the same key gets it again, as the IETF draft "The Idempotency-Key HTTP Header
// Field" describes. A browser replaying edits it queued while offline cannot know whether an attempt
// cut off mid-way arrived; with the key, sending it again is safe.
// Why: docs/decisions/0034-offline-edits-queue-and-replay.md
import { ValidationError } from '@courier/core';
import type { RequestHandler } from 'express';
import type { Db } from '../db/database.js';
import { ConflictError } from '../errors/serverErrors.js';
import { userOf } from './authenticate.js';

/** How long a reply is kept for a repeat: a browser offline longer replays against the same key. */
const IDEMPOTENT_REPLY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * Keeps the reply of each successful call that carries an `Idempotency-Key` and answers a repeat with
 * it. Runs after authentication: keys are each user's own.
 */
export function idempotentReplies(db: Db): RequestHandler {
  return async (req, res, next) => {
    const key = req.get('idempotency-key');
    if (key === undefined) return next();
    if (!KEY.test(key)) throw new ValidationError('Idempotency-Key: expected 8 to 100 letters, digits, - or _');
    const userId = userOf(res).id;
    const request = `${req.method} ${req.originalUrl}`;
    const kept = await db
      .selectFrom('idempotent_replies')
      .select(['request', 'status', 'body'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (kept) {
      if (kept.request !== request) throw new ConflictError('This Idempotency-Key was already used for another call');
      res.status(kept.status).type('application/json').send(kept.body);
      return;
    }
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode < 200 || res.statusCode >= 300) return send(body);
      const now = new Date();
      const keep = async () => {
        await db
          .deleteFrom('idempotent_replies')
          .where('user_id', '=', userId)
          .where('created_at', '<', new Date(now.getTime() - IDEMPOTENT_REPLY_TTL_MS).toISOString())
          .execute();
        await db
          .insertInto('idempotent_replies')
          .values({
            user_id: userId,
            key,
            request,
            status: res.statusCode,
            body: JSON.stringify(body),
            created_at: now.toISOString(),
          })
          .execute();
      };
      // The reply leaves only once it is kept: a repeat after a lost reply then finds it. Should keeping
      // it fail, the change was still made, and the reply says so.
      keep().then(
        () => send(body),
        () => send(body),
      );
      return res;
    };
    next();
  };
}
