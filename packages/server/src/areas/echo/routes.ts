// /api/echo/…: answers any method with what it received, as JSON. Courier ships it so the
// documentation guide's "Try it" steps and the tests have a server to talk to that is always there,
// on the same origin as the app, in local and hosted mode alike. It stores and forwards nothing.
import express, { Router, type Request } from 'express';

interface EchoReply {
  method: string;
  /** The path as the client wrote it, e.g. '/api/echo/get'. */
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** The request body as UTF-8 text; '' when there was none. */
  body: string;
}

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

function headersOf(req: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function echoReply(req: Request): EchoReply {
  const url = new URL(req.originalUrl, 'http://echo.invalid');
  return {
    method: req.method,
    path: url.pathname,
    query: queryOf(url),
    headers: headersOf(req),
    body: Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '',
  };
}

export function echoRoutes({ bodyLimitBytes }: { bodyLimitBytes: number }): Router {
  const router = Router();
  // Any content type is read as bytes, so a JSON, form or text body comes back exactly as sent.
  router.all('/echo{/*rest}', express.raw({ type: () => true, limit: bodyLimitBytes }), (req, res) => {
    res.status(200).json(echoReply(req));
  });
  return router;
}
