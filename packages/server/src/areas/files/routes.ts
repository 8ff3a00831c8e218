// /api/files: the repository open now (`--open`, or opened from the browser: openRoutes.ts). GET
// /files is what the sidebar shows; PUT /files/collections/:id writes a saved collection to its
// files; GET /files/live is a stream in the live channel's shape (one `files:repository` scope) that
// says the files changed, so every open browser reads them again; it follows the repository opened
// after it too, saying the files changed when another one is opened or the open one closed. Who may
// use these routes is filesAccess.ts: in local mode, this server's own app (http/localOnly.ts).
import { Router, type Response } from 'express';
import { CollectionSchema, ValidationError } from '@courier/core';
import { jsonBody } from '../../http/jsonBody.js';
import { validateBody } from '../../http/validateBody.js';
import type { OpenedRepositoryHolder } from './openedRepositoryHolder.js';

/** The one scope the files' stream numbers its events in. */
const FILES_SCOPE = 'files:repository';
/** Below the idle timeouts of common proxies, as the live channel's own heartbeat. */
const HEARTBEAT_MS = 25_000;

export interface FilesRouteOptions {
  bodyLimitBytes: number;
}

/** Event numbers that only grow, across restarts too: a browser that saw N before a restart takes N+1 after. */
function eventNumbers(): () => number {
  let last = 0;
  return () => (last = Math.max(last + 1, Date.now()));
}

function sendEvent(res: Response, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export function filesRoutes(repositories: OpenedRepositoryHolder, { bodyLimitBytes }: FilesRouteOptions): Router {
  const router = Router();
  const repository = () => repositories.opened();
  const nextNumber = eventNumbers();
  const saved = validateBody(CollectionSchema);

  router.get('/files', (_req, res) => {
    res.json({ success: true, data: repository().view() });
  });

  router.put('/files/collections/:id', ...jsonBody(bodyLimitBytes), saved, (req, res) => {
    const collection = saved.of(req);
    if (collection.id !== req.params.id) throw new ValidationError('The collection id does not match the path');
    res.json({ success: true, data: { changed: repository().save(collection) } });
  });

  router.get('/files/live', (req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    sendEvent(res, 'ready', {});
    const changed = () =>
      sendEvent(res, 'change', {
        scope: FILES_SCOPE,
        seq: nextNumber(),
        type: 'files.changed',
        actor: null,
        data: {},
        at: new Date().toISOString(),
      });
    let stopFollowing = repositories.current()?.onChange(changed);
    const stopSwitching = repositories.onSwitch(() => {
      stopFollowing?.();
      stopFollowing = repositories.current()?.onChange(changed);
      changed();
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    req.on('close', () => {
      clearInterval(heartbeat);
      stopFollowing?.();
      stopSwitching();
    });
  });
  return router;
}
