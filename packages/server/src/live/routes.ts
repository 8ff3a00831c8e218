// GET /api/live: one Server-Sent Events stream per browser. The client names its scopes with the last
// sequence number it has of each (`?scope=team:<id>:<seq>`, repeated) and first receives what it
// missed, then every new event. Each event's SSE id is '<scope>:<seq>'.
import { Router, type Response } from 'express';
import { ValidationError } from '@courier/core';
import { requireUser, userOf, type Authenticator } from '../http/authenticate.js';
import type { LiveEvent } from './eventLog.js';
import type { LiveChannel, Subscription } from './liveChannel.js';
import type { OpenStreams } from './openStreams.js';

/** Below the idle timeouts of common proxies (60 s), so an idle stream is not cut. */
const HEARTBEAT_MS = 25_000;
const MAX_SCOPES = 100;

/** 'team:abc:12' → ['team:abc', 12]; 'team:abc' → everything. */
function parsePositions(query: unknown): Map<string, number> {
  const values = query === undefined ? [] : Array.isArray(query) ? query : [query];
  if (values.length === 0) throw new ValidationError('Name at least one scope to follow');
  if (values.length > MAX_SCOPES) throw new ValidationError(`Follow at most ${MAX_SCOPES} scopes at once`);
  const positions = new Map<string, number>();
  for (const value of values) {
    const match = typeof value === 'string' ? /^([a-z]+:[A-Za-z0-9-]+)(?::(\d{1,15}))?$/.exec(value) : null;
    if (!match) throw new ValidationError(`Invalid scope: ${String(value)}`);
    positions.set(match[1]!, Number(match[2] ?? 0));
  }
  return positions;
}

function send(res: Response, event: string, id: string | undefined, data: unknown): void {
  res.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** A change goes to every follower of its scope on this instance as the same object: written as text once. */
const changeTexts = new WeakMap<LiveEvent, string>();
function sendChange(res: Response, event: LiveEvent): void {
  let text = changeTexts.get(event);
  if (text === undefined) {
    text = `id: ${event.scope}:${event.seq}\nevent: change\ndata: ${JSON.stringify(event)}\n\n`;
    changeTexts.set(event, text);
  }
  res.write(text);
}

export function liveRoutes(live: LiveChannel, authenticate: Authenticator, streams: OpenStreams): Router {
  const router = Router();
  router.get('/live', requireUser(authenticate, 'Sign in first'), async (req, res) => {
    const positions = parsePositions(req.query.scope);
    // What the stream holds once it runs, let go of however it ends.
    const held: { subscription?: Subscription; heartbeat?: NodeJS.Timeout } = {};
    const letGo = () => {
      clearInterval(held.heartbeat);
      held.subscription?.close();
    };
    const release = streams.admit(userOf(res).id, () => {
      letGo();
      res.end();
    });
    // Listened to before the scopes are checked: a browser gone meanwhile (a closed tab, a server
    // stopping) frees its slot too, and is left no subscription or heartbeat that nothing would end.
    let closed = false;
    res.on('close', () => {
      closed = true;
      release();
      letGo();
    });
    const ended = () => closed || res.writableEnded;
    // Headers go out with the first thing sent, so a refused scope can still be a JSON 403.
    const write = (text: () => void) => {
      if (ended()) return;
      if (!res.headersSent) {
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          // Proxies such as nginx would otherwise hold events back in their buffer.
          'x-accel-buffering': 'no',
        });
      }
      text();
    };
    held.subscription = await live.subscribe({
      userId: userOf(res).id,
      positions,
      deliver: (event: LiveEvent) => write(() => sendChange(res, event)),
      revoked: (scope) => write(() => send(res, 'revoked', undefined, { scope })),
      reset: (scope) => write(() => send(res, 'reset', undefined, { scope })),
      notice: (notice) => write(() => send(res, 'notice', undefined, notice)),
    });
    if (ended()) {
      letGo();
      return;
    }
    write(() => send(res, 'ready', undefined, { scopes: [...positions.keys()] }));
    held.heartbeat = setInterval(() => write(() => res.write(': heartbeat\n\n')), HEARTBEAT_MS);
  });
  return router;
}
