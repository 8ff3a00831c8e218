// /api/websocket/...: the WebSocket view's calls. Every call works on the caller's own connections
// (http/personalOwner.ts); another user's connection id is refused with 403 and nothing of it is shown.
import { Router, type Response } from 'express';
import {
  CloseWebSocketConnectionSchema,
  CreateWebSocketConnectionSchema,
  SendWebSocketMessageSchema,
} from '@courier/core';
import type { ServerMode } from '../../config.js';
import type { Authenticator } from '../../http/authenticate.js';
import { statusOf } from '../../http/errors.js';
import { jsonBody } from '../../http/jsonBody.js';
import { personalOwner } from '../../http/personalOwner.js';
import { validateBody } from '../../http/validateBody.js';
import type { WebSocketService } from './service.js';

export interface WebSocketRouteOptions {
  mode: ServerMode;
  authenticate: Authenticator;
}

const FORM_LIMIT_BYTES = 64 * 1024;

export function websocketRoutes(websocket: WebSocketService, { mode, authenticate }: WebSocketRouteOptions): Router {
  const router = Router();
  const form = jsonBody(FORM_LIMIT_BYTES);
  // Base64 and hex make a binary message up to twice its size as text; JSON escaping adds the rest.
  const sendBody = jsonBody(websocket.limits.maxMessageBytes * 3 + FORM_LIMIT_BYTES);
  const param = (value: string | string[] | undefined) => String(value);
  const owner = personalOwner(authenticate, mode, 'Sign in to use the WebSocket tester');
  const ownerOf = (res: Response) => owner.of(res);
  router.use('/websocket', owner.resolve);

  router.get('/websocket/connections', async (_req, res) => {
    res.json({ success: true, data: await websocket.list(ownerOf(res)) });
  });

  const createBody = validateBody(CreateWebSocketConnectionSchema);
  router.post('/websocket/connections', ...form, createBody, async (req, res) => {
    const { connection, failure } = await websocket.create(ownerOf(res), createBody.of(req));
    if (failure) {
      res.status(statusOf(failure)).json({
        success: false,
        connectionId: connection.id,
        error: failure.message,
        message: failure.message,
        code: failure.code,
        data: connection,
      });
      return;
    }
    res.status(201).json({ success: true, connectionId: connection.id, data: connection });
  });

  router.get('/websocket/stats', async (_req, res) => {
    res.json({ success: true, data: await websocket.stats(ownerOf(res)) });
  });

  router.get('/websocket/connections/:id/messages', async (req, res) => {
    res.json({ success: true, data: await websocket.messages(ownerOf(res), param(req.params.id)) });
  });

  const messageBody = validateBody(SendWebSocketMessageSchema);
  router.post('/websocket/connections/:id/send', ...sendBody, messageBody, async (req, res) => {
    const message = await websocket.send(ownerOf(res), param(req.params.id), messageBody.of(req));
    res.json({ success: true, data: message });
  });

  const closeBody = validateBody(CloseWebSocketConnectionSchema.prefault({}));
  router.post('/websocket/connections/:id/close', ...form, closeBody, async (req, res) => {
    const { code, reason } = closeBody.of(req);
    res.json({ success: true, data: await websocket.close(ownerOf(res), param(req.params.id), code, reason) });
  });

  router.delete('/websocket/connections/:id', async (req, res) => {
    await websocket.remove(ownerOf(res), param(req.params.id));
    res.json({ success: true, message: 'WebSocket connection deleted' });
  });

  return router;
}
