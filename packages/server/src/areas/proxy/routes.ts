// POST /api/proxy: the browser's way to send any request (spec 01 §4.1 step 4, §7; issue 5 §3).
import { Router } from 'express';
import type { RequestHandler } from 'express';
import { TransportRequestSchema } from '@courier/core';
import type { TransportRequestData } from '@courier/core';
import type { ServerMode } from '../../config.js';
import { requireUser, type Authenticator } from '../../http/authenticate.js';
import { jsonBody } from '../../http/jsonBody.js';
import { localOnly } from '../../http/localOnly.js';
import { perUserRateLimit } from '../../http/rateLimit.js';
import { validateBody } from '../../http/validateBody.js';
import type { ProxyService } from './service.js';

export interface ProxyRouteOptions {
  mode: ServerMode;
  host: string;
  allowedOrigins: readonly string[];
  bodyLimitBytes: number;
  rateLimitPerMinute: number;
  authenticate: Authenticator;
}

export function proxyRoutes(service: ProxyService, options: ProxyRouteOptions): Router {
  const router = Router();
  // Who may use the proxy is decided before its body is read.
  const guards: RequestHandler[] =
    options.mode === 'local'
      ? [localOnly(options)]
      : [
          requireUser(options.authenticate, 'Sign in to use the proxy: this server runs in hosted mode'),
          perUserRateLimit(options.rateLimitPerMinute),
        ];

  router.post(
    '/proxy',
    ...guards,
    ...jsonBody(options.bodyLimitBytes),
    validateBody(TransportRequestSchema),
    async (req, res) => {
      // A client that goes away cancels its upstream request instead of leaving it to run to the deadline.
      const cancel = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) cancel.abort();
      });
      const response = await service.send(req.body as TransportRequestData, {
        signal: cancel.signal,
        actor: (res.locals.user as { id: string } | undefined)?.id,
      });
      res.json({ success: true, response });
    },
  );
  return router;
}
