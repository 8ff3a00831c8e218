// POST /api/proxy: the browser's way to send any request.
import { Router } from 'express';
import type { Request, RequestHandler } from 'express';
import { TransportRequestSchema, type Transport } from '@courier/core';
import type { ServerMode } from '../../config.js';
import { requireUser, type Authenticator } from '../../http/authenticate.js';
import { jsonBody } from '../../http/jsonBody.js';
import { perUserConcurrency } from '../../http/concurrencyLimit.js';
import { perUserRateLimit } from '../../http/rateLimit.js';
import { validateBody } from '../../http/validateBody.js';
import type { ProxiedSend } from '../analysis/index.js';
import { eventStreamReply } from './eventStreamReply.js';
import type { ProxyService } from './service.js';
import { writeProxyReply } from './writeProxyReply.js';

export interface ProxyRouteOptions {
  mode: ServerMode;
  bodyLimitBytes: number;
  rateLimitPerMinute: number;
  concurrencyPerUser: number;
  authenticate: Authenticator;
  /** Told of each upstream reply once it is written to the browser (response analysis records it). */
  afterReply?: (send: ProxiedSend) => void;
  /** The transport of the caller's Settings for this request, when it has one (areas/outbound). */
  transportOf?: (req: Request) => Promise<Transport | undefined>;
}

export function proxyRoutes(service: ProxyService, options: ProxyRouteOptions): Router {
  const router = Router();
  // Who may use the proxy is decided before its body is read; in local mode the app guards every
  // /api call to its own pages (app.ts).
  const guards: RequestHandler[] =
    options.mode === 'local'
      ? []
      : [
          requireUser(options.authenticate, 'Sign in to use the proxy: this server runs in hosted mode'),
          perUserRateLimit(options.rateLimitPerMinute),
          perUserConcurrency(options.concurrencyPerUser),
        ];

  const transportRequestBody = validateBody(TransportRequestSchema);
  const body = jsonBody(options.bodyLimitBytes, { passedOn: true });
  router.post('/proxy', ...guards, ...body, transportRequestBody, async (req, res) => {
    // A client that goes away cancels its upstream request instead of leaving it to run to the deadline.
    const cancel = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) cancel.abort();
    });
    const request = transportRequestBody.of(req);
    const actor = (res.locals.user as { id: string } | undefined)?.id;
    const transport = await options.transportOf?.(req);
    const stream = eventStreamReply(res);
    const response = await service.send(request, {
      signal: cancel.signal,
      actor,
      eventStream: stream.listener,
      ...(transport && { transport }),
    });
    if (stream.started) stream.finish(response);
    else await writeProxyReply(res, response);
    options.afterReply?.({ req, actor, request, response, at: Date.now() });
  });
  return router;
}
