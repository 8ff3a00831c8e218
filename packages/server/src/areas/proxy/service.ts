// The proxy's rules: what a browser may ask the server to send, within the operator's
// limits, and what comes back. The socket work is core's undici transport.
import type {
  EventStreamListener,
  HttpResponse,
  Transport,
  TransportRequest,
  TransportRequestData,
} from '@courier/core';
import { isSendError, parseRequestUrl, protocolNotAllowed, ValidationError } from '@courier/core';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import { withoutHopByHop } from './hopByHop.js';
import { recordBlockedRequest } from './repo.js';

export interface ProxyLimits {
  responseLimitBytes: number;
  proxyTimeoutMs: number;
  proxyMaxRedirects: number;
}

interface ProxyContext {
  signal: AbortSignal;
  /** The signed-in user in hosted mode. */
  actor?: string;
  /** Sends through this transport instead of the server's own (the caller's Settings in local mode). */
  transport?: Transport;
  /** Told of an event stream's head and text as they arrive, so the reply can pass them on at once. */
  eventStream?: EventStreamListener;
}

export interface ProxyService {
  send(request: TransportRequestData, context: ProxyContext): Promise<HttpResponse>;
}

export function createProxyService(transport: Transport, limits: ProxyLimits, db: Db, logger: Logger): ProxyService {
  return {
    async send(request, { signal, actor, transport: own, eventStream }) {
      try {
        return await sendChecked(own ?? transport, limits, request, signal, eventStream);
      } catch (error) {
        if (isSendError(error) && error.code === 'ADDRESS_BLOCKED') {
          await recordBlockedRequest(db, { actor, url: request.url, reason: error.message }).catch((failure: unknown) =>
            logger.error({ err: failure }, 'could not record a blocked proxy request'),
          );
        }
        throw error;
      }
    },
  };
}

async function sendChecked(
  transport: Transport,
  limits: ProxyLimits,
  request: TransportRequestData,
  signal: AbortSignal,
  listener: EventStreamListener | undefined,
): Promise<HttpResponse> {
  refuseServerFiles(request);
  refuseOtherProtocols(request.url);
  const outgoing: TransportRequest = {
    ...request,
    // The transport frames the body, so a client's Content-Length could only be wrong.
    headers: withoutHopByHop(request.headers, ['content-length']),
    timeoutMs: Math.min(request.timeoutMs ?? limits.proxyTimeoutMs, limits.proxyTimeoutMs),
    maxRedirects: Math.min(request.maxRedirects ?? limits.proxyMaxRedirects, limits.proxyMaxRedirects),
    maxResponseBytes: Math.min(request.maxResponseBytes ?? limits.responseLimitBytes, limits.responseLimitBytes),
    signal,
    // A stream may stay open for hours: the proxy's timeout bounds its quiet spells instead of its
    // length, and the response limit bounds what is kept (the stream ends there).
    eventStream: {
      idleTimeoutMs: limits.proxyTimeoutMs,
      listener: listener && {
        ...listener,
        opened: (head) => listener.opened?.({ ...head, headers: withoutHopByHop(head.headers) }),
      },
    },
  };
  const response = await transport.send(outgoing);
  return { ...response, headers: withoutHopByHop(response.headers) };
}

/** A browser must send a file's bytes: a server path would read the server's own disk. */
function refuseServerFiles({ body }: TransportRequestData): void {
  const usesPath =
    body?.type === 'file' || (body?.type === 'multipart' && body.parts.some((part) => part.kind === 'file'));
  if (usesPath) {
    throw new ValidationError(
      "The proxy does not read files from the server's disk: send the file's contents as a 'blob' part or a base64 body",
    );
  }
}

/** Only http and https: file:, ftp: and the like are refused before any connection. */
function refuseOtherProtocols(url: string): void {
  const { protocol } = parseRequestUrl(url);
  if (protocol !== 'http:' && protocol !== 'https:') throw protocolNotAllowed(protocol, ['http:', 'https:']);
}
