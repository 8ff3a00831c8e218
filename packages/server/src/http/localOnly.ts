// Local mode has no sign-in, so its API must only answer the app this server serves.
// The Host check defeats DNS rebinding (a hostile name re-pointed at 127.0.0.1 still sends its own
// name as Host); the Origin check defeats cross-site requests from any other page (CSRF).
import type { RequestHandler } from 'express';
import { ForbiddenError } from '../errors/serverErrors.js';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

export interface LocalOnlyOptions {
  /** The address the server listens on, accepted as a Host name too when it is not a wildcard. */
  host: string;
  /** Other origins allowed to drive the API, such as the Vite dev server. */
  allowedOrigins: readonly string[];
}

export function localOnly({ host, allowedOrigins }: LocalOnlyOptions): RequestHandler {
  const names = new Set(LOOPBACK_NAMES);
  if (host !== '0.0.0.0' && host !== '::') names.add(host.includes(':') ? `[${host}]` : host.toLowerCase());
  const extraHosts = new Set(allowedOrigins.map((origin) => new URL(origin).host));
  const origins = new Set(allowedOrigins);

  return (req, _res, next) => {
    const hostHeader = (req.headers.host ?? '').toLowerCase();
    const port = req.socket.localPort;
    const ownHost = [...names].some((name) => hostHeader === `${name}:${port}` || (port === 80 && hostHeader === name));
    if (!ownHost && !extraHosts.has(hostHeader)) {
      throw new ForbiddenError(`This server only answers requests addressed to itself, not to '${hostHeader}'`);
    }
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${hostHeader}` && !origins.has(origin)) {
      throw new ForbiddenError(`Requests from ${origin} may not use this server; open Courier at http://${hostHeader}`);
    }
    next();
  };
}
