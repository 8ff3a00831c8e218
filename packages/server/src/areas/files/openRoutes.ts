// POST /files/open { path } opens another repository in place of the one open, with the checks of
// `--open` (a folder holding postman/collections/<name>/); DELETE /files/open closes it, and the
// browsers go back to their own collections. Every browser's stream follows (routes.ts).
import { Router } from 'express';
import * as z from 'zod';
import { jsonBody } from '../../http/jsonBody.js';
import { validateBody } from '../../http/validateBody.js';
import type { OpenedRepositoryHolder } from './openedRepositoryHolder.js';

/** A path is short: the body limit of a form. */
const OPEN_LIMIT_BYTES = 16 * 1024;

const OpenSchema = z.object({ path: z.string().trim().min(1, 'Type the folder of a repository') });

export function openRoutes(repositories: OpenedRepositoryHolder): Router {
  const router = Router();
  const opened = validateBody(OpenSchema);

  router.post('/files/open', ...jsonBody(OPEN_LIMIT_BYTES), opened, (req, res) => {
    const repository = repositories.open(opened.of(req).path);
    res.json({ success: true, data: repository.view() });
  });

  router.delete('/files/open', (_req, res) => {
    repositories.close();
    res.json({ success: true, data: { closed: true } });
  });
  return router;
}
