// /api/files: the repository open now (`--open`, or opened from the browser: openRoutes.ts). GET
// /files is what the sidebar shows; PUT /files/collections/:id writes a saved collection to its files,
// PATCH writes the items of it a browser changed, DELETE removes its folder; GET /files/live is a
// stream in the live channel's shape (one `files:repository` scope) that carries what changed, so every
// open browser applies it to what it shows. A save names its page (`?origin=`), and the page that saved
// skips the news of its own save. The stream follows the repository opened after it too: another one
// opened, or the open one closed, is news without a patch, which browsers answer by reading everything
// again. Who may use these routes is filesAccess.ts: in local mode, this server's own app
// (http/localOnly.ts).
import { Router, type Response } from 'express';
import { CollectionSchema, ItemsSaveSchema, ValidationError } from '@courier/core';
import * as z from 'zod';
import { jsonBody } from '../../http/jsonBody.js';
import { validateBody, validateQuery } from '../../http/validateBody.js';
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

/** The page a save comes from: told the change like every page, it knows the change is its own. */
const OriginSchema = z.object({ origin: z.string().max(64).optional() });

export function filesRoutes(repositories: OpenedRepositoryHolder, { bodyLimitBytes }: FilesRouteOptions): Router {
  const router = Router();
  const repository = () => repositories.opened();
  const nextNumber = eventNumbers();
  const saved = validateBody(CollectionSchema);
  const savedItems = validateBody(ItemsSaveSchema);
  const origin = validateQuery(OriginSchema);

  router.get('/files', (_req, res) => {
    res.json({ success: true, data: repository().view() });
  });

  router.put('/files/collections/:id', ...jsonBody(bodyLimitBytes), origin, saved, (req, res) => {
    const collection = saved.of(req);
    if (collection.id !== req.params.id) throw new ValidationError('The collection id does not match the path');
    res.json({ success: true, data: { changed: repository().save(collection, origin.of(req).origin) } });
  });

  router.patch('/files/collections/:id', ...jsonBody(bodyLimitBytes), origin, savedItems, (req, res) => {
    const changed = repository().saveItems(String(req.params.id), savedItems.of(req), origin.of(req).origin);
    res.json({ success: true, data: { changed } });
  });

  router.delete('/files/collections/:id', origin, (req, res) => {
    res.json({ success: true, data: { changed: repository().remove(String(req.params.id), origin.of(req).origin) } });
  });

  router.get('/files/live', (req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    sendEvent(res, 'ready', {});
    const changed = (change: object = {}) =>
      sendEvent(res, 'change', {
        scope: FILES_SCOPE,
        seq: nextNumber(),
        type: 'files.changed',
        actor: null,
        data: change,
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
