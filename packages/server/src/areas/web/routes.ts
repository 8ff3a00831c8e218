// Serves the web app's build at `/` on the API's port (one server, one port, one origin), with
// the SPA fallback: a page load of any client-side route gets index.html.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';
import { notBuiltPage } from './notBuiltPage.js';

/**
 * The script sandbox Worker compiles user scripts (`new Function`), which the page's policy forbids.
 * A dedicated Worker is governed by the policy delivered with its own script (CSP3 §4.2), so the
 * Worker alone gets 'unsafe-eval' — and no network, frames or anything else: its only way out is
 * postMessage to the page, which answers the bridged `pm.sendRequest` and `pm.cookies.jar()` calls.
 */
const SCRIPT_WORKER = /^\/scriptWorker-[\w-]+\.js$/;
const SCRIPT_WORKER_CSP = "default-src 'none'; script-src 'self' 'unsafe-eval'";

/**
 * The OAuth popup comes back here from the authorization server's page, which sends no opener
 * policy: a different policy on this page would put the popup in a new browsing context group
 * (HTML "check if COOP values require a browsing context group switch"), cutting the
 * window.opener it reports through and reading as a closed popup to the app.
 */
const OAUTH_CALLBACK_PATH = '/oauth/callback';

export function webAppRoutes(webDir: string): Router {
  const router = Router();
  const index = join(webDir, 'index.html');
  // Vite's hashed assets never change; everything else is revalidated so a new build is picked up.
  router.use('/assets', (req, res, next) => {
    if (SCRIPT_WORKER.test(req.path)) res.setHeader('Content-Security-Policy', SCRIPT_WORKER_CSP);
    next();
  });
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
    if (req.path === OAUTH_CALLBACK_PATH) res.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
    res.sendFile(index);
  });
  return router;
}
