// /mock/<slug>/…: configurations answering real HTTP requests from any client (the Builder, curl,
// an app under development, the CLI), with CORS so a page on another origin may call them.
// Unknown slugs, disabled configurations and misses answer JSON saying why; every request to a
// known configuration is logged for its owner.
// Every answer below /mock/<slug> is sandboxed (sandbox.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import { validateHeaderName, validateHeaderValue } from 'node:http';
import express, { Router, type Request, type Response } from 'express';
import { mockRequestFrom } from '@courier/core';
import type { Authenticator } from '../../http/authenticate.js';
import { sandboxEveryAnswer, wantedAsScriptHere } from './sandbox.js';
import type { MockService } from './service.js';

export interface MockServeOptions {
  authenticate: Authenticator;
  /** Request bodies past this are refused with 413 before any matching. */
  bodyLimitBytes: number;
}

/**
 * Any page may call a mock, but never with its visitor's credentials: `*` lets no cookie or HTTP
 * authentication through a CORS check, and Access-Control-Allow-Credentials is never sent, not
 * even when a route sets it (sandbox.ts). A route may still name an origin of its own.
 */
function allowCors(res: Response): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', '*');
}

/** The first segment of a URL below /mock: '/abc/users?x' gives 'abc'. */
function slugOf(url: string): string {
  const match = /^\/([^/?]*)/.exec(url);
  return match?.[1] ?? '';
}

function headersOf(req: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** Framing is the server's to write: a route's own length or encoding header would corrupt the reply. */
const FRAMING_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

function isSendable(name: string, value: string): boolean {
  try {
    validateHeaderName(name);
    validateHeaderValue(name, value);
    return true;
  } catch {
    return false;
  }
}

function sendJson(res: Response, status: number, value: unknown): void {
  res.status(status).setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(value));
}

export function mockServeRoutes(service: MockService, { authenticate, bodyLimitBytes }: MockServeOptions): Router {
  const router = Router();
  router.use((req, res, next) => {
    // /mock itself is the web app's Mock Server view; served configurations are below it.
    if (slugOf(req.url) === '') {
      next('router');
      return;
    }
    sandboxEveryAnswer(res);
    allowCors(res);
    if (wantedAsScriptHere(req)) {
      sendJson(res, 403, { success: false, message: 'A mock is not served as a script to pages of this server' });
      return;
    }
    // A browser's preflight is answered for every method and header, and is not a hit.
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  });
  router.use(express.raw({ type: () => true, limit: bodyLimitBytes }));
  router.use(async (req, res) => {
    const slug = slugOf(req.url);
    const served = await service.served(slug);
    if (!served) {
      sendJson(res, 404, { success: false, message: `No mock configuration is served at /mock/${slug}` });
      return;
    }
    if (served.config.access === 'apiKey') {
      const caller = await authenticate(req);
      if (!caller || !(await service.mayCallPrivate(caller.id, served.ownerId))) {
        sendJson(res, 401, {
          success: false,
          message: 'This mock configuration is private: send an API key of its owner in X-API-Key',
        });
        return;
      }
    }
    const rest = req.url.slice(slug.length + 1);
    const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    const request = mockRequestFrom(req.method, rest.startsWith('/') ? rest : `/${rest}`, headersOf(req), body);
    const answer = await service.answerServed(served, request, req.originalUrl);
    if (!answer.matched) {
      sendJson(res, answer.status, { success: false, message: answer.message, explanation: answer.explanation });
      return;
    }
    const { reply } = answer;
    // Unreferenced: a delay of up to a minute must not keep a stopped server's process running after
    // its shutdown has cut this request off; while the server runs, its listening socket keeps it alive.
    if (reply.delay > 0) await sleep(reply.delay, undefined, { ref: false });
    const headers = Object.entries(reply.headers).filter(([name]) => !FRAMING_HEADERS.has(name.toLowerCase()));
    const unsendable = headers.find(([name, value]) => !isSendable(name, value));
    if (unsendable) {
      // Only a response script can make one (routes' headers are checked when saved); none of the
      // reply's headers goes out with the error, its content type included.
      sendJson(res, 500, { success: false, message: `The reply's header '${unsendable[0]}' cannot be sent over HTTP` });
      return;
    }
    res.status(reply.status);
    for (const [name, value] of headers) res.setHeader(name, value);
    res.end(reply.body);
  });
  return router;
}
