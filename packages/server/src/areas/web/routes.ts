// Serves the web app's build at `/` on the API's port (ARCHITECTURE.md "One server, one port"), with
// the SPA fallback: a page load of any client-side route gets index.html.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';
import { notBuiltPage } from './notBuiltPage.js';

export function webAppRoutes(webDir: string): Router {
  const router = Router();
  const index = join(webDir, 'index.html');
  // Vite's hashed assets never change; everything else is revalidated so a new build is picked up.
  router.use('/assets', express.static(join(webDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: true }));
  router.use(express.static(webDir, { index: false }));
  router.use((req, res, next) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && req.accepts('html') === 'html';
    if (!wantsPage || req.path.startsWith('/api/') || req.path === '/api') return next();
    // Checked per request so a build made while the server runs is served without a restart.
    if (!existsSync(index)) {
      res.status(503).type('html').send(notBuiltPage(webDir));
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
