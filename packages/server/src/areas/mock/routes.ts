// /api/mock-configs, /api/mock-logs, /api/mock-stats, /api/mock-test: the Mock Server view's calls.
// Every call works on the caller's own configurations and their current workspace's (caller.ts);
// ids in paths are looked up within them, so anyone else's id is simply not found.
import { STATUS_CODES } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Router } from 'express';
import {
  MOCK_BODY_LIMIT_BYTES,
  MockConfigChangesSchema,
  MockConfigInputSchema,
  MockRouteInputSchema,
  ValidationError,
  mockRequestFrom,
} from '@courier/core';
import type { ServerMode } from '../../config.js';
import type { Authenticator } from '../../http/authenticate.js';
import { jsonBody } from '../../http/jsonBody.js';
import { validateBody, validateQuery } from '../../http/validateBody.js';
import { LOCAL_OWNER_ID } from '../../http/personalOwner.js';
import { callerOf, mockCaller, type MockCaller } from './caller.js';
import { mockFromDocument } from './mockFromDocument.js';
import { LogListQuerySchema, MockImportSchema, MockTestSchema, RouteOrderSchema } from './schemas.js';
import type { MockService } from './service.js';
import { testTarget } from './testTarget.js';

export interface MockRouteOptions {
  mode: ServerMode;
  authenticate: Authenticator;
}

/** A route's JSON may carry a body up to the documented limit, plus room for the rest of the route. */
const ROUTE_LIMIT_BYTES = MOCK_BODY_LIMIT_BYTES + 1024 * 1024;
const FORM_LIMIT_BYTES = 64 * 1024;
const statusText = (status: number) => STATUS_CODES[status] ?? '';

export function mockRoutes(service: MockService, { mode, authenticate }: MockRouteOptions): Router {
  const router = Router();
  const owner = mockCaller(authenticate, mode, (userId) => service.caller(userId));
  const form = jsonBody(FORM_LIMIT_BYTES);
  const routeBody = jsonBody(ROUTE_LIMIT_BYTES);
  const param = (value: string | string[] | undefined) => String(value);
  router.use(['/mock-configs', '/mock-logs', '/mock-stats', '/mock-test'], owner);

  const checkAccess = (caller: MockCaller, access: string | undefined) => {
    if (access === 'apiKey' && caller.userId === LOCAL_OWNER_ID) {
      throw new ValidationError('Sign in to keep a mock configuration private behind an API key');
    }
  };

  // The caller's current workspace comes along, so the view can offer to make configurations there.
  router.get('/mock-configs', async (_req, res) => {
    const caller = callerOf(res);
    res.json({ success: true, data: await service.list(caller), workspace: caller.workspace ?? null });
  });

  const mockConfigInputBody = validateBody(MockConfigInputSchema);
  router.post('/mock-configs', ...form, mockConfigInputBody, async (req, res) => {
    const input = mockConfigInputBody.of(req);
    checkAccess(callerOf(res), input.access);
    const config = await service.create(callerOf(res), input);
    res
      .status(201)
      .json({ success: true, message: 'Mock configuration created successfully!', id: config.id, data: config });
  });

  const mockImportBody = validateBody(MockImportSchema);
  router.post('/mock-configs/import', ...routeBody, mockImportBody, async (req, res) => {
    const { format, document, name, workspaceId } = mockImportBody.of(req);
    const made = mockFromDocument(format, document);
    const { config, warnings } = await service.createWithRoutes(
      callerOf(res),
      { name: name || made.name, baseUrl: made.baseUrl, enabled: true, access: 'url', workspaceId },
      made.routes,
    );
    res.status(201).json({
      success: true,
      message: 'Mock configuration created successfully!',
      id: config.id,
      data: config,
      warnings,
    });
  });

  router.get('/mock-configs/:id', async (req, res) => {
    res.json({ success: true, data: await service.get(callerOf(res), param(req.params.id)) });
  });

  const mockConfigChangesBody = validateBody(MockConfigChangesSchema);
  router.put('/mock-configs/:id', ...form, mockConfigChangesBody, async (req, res) => {
    const changes = mockConfigChangesBody.of(req);
    checkAccess(callerOf(res), changes.access);
    const config = await service.update(callerOf(res), param(req.params.id), changes);
    res.json({ success: true, message: 'Mock configuration updated', data: config });
  });

  router.delete('/mock-configs/:id', async (req, res) => {
    await service.remove(callerOf(res), param(req.params.id));
    res.json({ success: true, message: 'Mock configuration deleted' });
  });

  const mockRouteInputBody = validateBody(MockRouteInputSchema);
  router.post('/mock-configs/:id/routes', ...routeBody, mockRouteInputBody, async (req, res) => {
    const { route, warnings } = await service.addRoute(callerOf(res), param(req.params.id), mockRouteInputBody.of(req));
    res.status(201).json({ success: true, message: 'Route added', id: route.id, data: route, warnings });
  });

  const routeOrderBody = validateBody(RouteOrderSchema);
  router.put('/mock-configs/:id/routes/order', ...form, routeOrderBody, async (req, res) => {
    const { routeIds } = routeOrderBody.of(req);
    const config = await service.reorderRoutes(callerOf(res), param(req.params.id), routeIds);
    res.json({ success: true, message: 'Routes reordered', data: config });
  });

  router.put('/mock-configs/:id/routes/:routeId', ...routeBody, mockRouteInputBody, async (req, res) => {
    const { route, warnings } = await service.updateRoute(
      callerOf(res),
      param(req.params.id),
      param(req.params.routeId),
      mockRouteInputBody.of(req),
    );
    res.json({ success: true, message: 'Route updated', data: route, warnings });
  });

  router.delete('/mock-configs/:id/routes/:routeId', async (req, res) => {
    await service.removeRoute(callerOf(res), param(req.params.id), param(req.params.routeId));
    res.json({ success: true, message: 'Route deleted' });
  });

  const logListQuery = validateQuery(LogListQuerySchema);
  router.get('/mock-logs', logListQuery, async (req, res) => {
    res.json({ success: true, data: await service.logs(callerOf(res), logListQuery.of(req).limit) });
  });

  router.delete('/mock-logs', async (_req, res) => {
    await service.clearLogs(callerOf(res));
    res.json({ success: true, message: 'Logs cleared' });
  });

  router.get('/mock-stats', async (_req, res) => {
    res.json({ success: true, data: await service.stats(callerOf(res)) });
  });

  const mockTestBody = validateBody(MockTestSchema);
  router.post('/mock-test', ...routeBody, mockTestBody, async (req, res) => {
    const test = mockTestBody.of(req);
    const target = testTarget(test.url);
    const body = test.body === undefined ? '' : typeof test.body === 'string' ? test.body : JSON.stringify(test.body);
    const request = mockRequestFrom(test.method, target.pathAndQuery, test.headers, body);
    const answer = await service.answerTest(callerOf(res), request, test.url, target.slug);
    if (answer.matched) {
      // Unreferenced, as a served route's delay (serve.ts): it must not hold a stopped server's process.
      if (answer.reply.delay > 0) await sleep(answer.reply.delay, undefined, { ref: false });
      res.json({
        success: true,
        message: 'Mock Response Generated',
        response: {
          status: answer.reply.status,
          statusText: statusText(answer.reply.status),
          headers: answer.reply.headers,
          body: answer.reply.body,
        },
        configId: answer.config.id,
        routeId: answer.routeId,
        choice: answer.choice,
        ...(answer.error && { error: answer.error }),
      });
    } else {
      res.json({ success: false, error: answer.message, explanation: answer.explanation });
    }
  });

  return router;
}
