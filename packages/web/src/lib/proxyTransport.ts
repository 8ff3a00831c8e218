import {
  CourierError,
  HttpResponseSchema,
  SEND_ERROR_CODES,
  SendError,
  type SendErrorCode,
  type Transport,
  type TransportRequest,
} from '@courier/core';
import { API_BASE } from './api.js';

/** A network failure with no message. */
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';

type Fetch = typeof fetch;

/**
 * One round trip to `/api/proxy`: the request JSON and the caller's headers (the session's
 * Authorization, which a hosted server requires) in, the answer's status and parsed JSON out.
 */
export type ProxyExchange = (
  body: string,
  signal?: AbortSignal,
  headers?: Record<string, string>,
) => Promise<{ status: number; payload: unknown }>;

/** The exchange over fetch; throws SendError for a network failure or a cancelled request. */
export function fetchExchange(fetchImpl: Fetch = (...args) => globalThis.fetch(...args)): ProxyExchange {
  return async (body, signal, headers) => {
    let answer: Response;
    try {
      answer = await fetchImpl(`${API_BASE}/proxy`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' },
        body,
        ...(signal ? { signal } : {}),
      });
    } catch (thrown) {
      if (signal?.aborted) throw new SendError('ABORTED', 'The request was cancelled', { cause: thrown });
      throw new SendError('NETWORK_ERROR', NETWORK_ERROR_MESSAGE, { cause: thrown });
    }
    try {
      return { status: answer.status, payload: await answer.json() };
    } catch (thrown) {
      throw new SendError('NETWORK_ERROR', NETWORK_ERROR_MESSAGE, { cause: thrown });
    }
  };
}

export interface ProxyTransportOptions {
  /** Read at every send, so signing in or out takes effect for the next request. */
  headers?: () => Record<string, string>;
  /** The server refused the session (hosted mode): the app ends it, as for any 401. */
  onUnauthorized?: () => void;
}

/**
 * The browser's Transport (core's Transport interface, as the Node transport): the request travels as
 * JSON to the server's `/api/proxy`, which sends it with core's undici transport and answers
 * `{ success: true, response }` or `{ success: false, message, code }`.
 */
export function createProxyTransport(
  exchange: ProxyExchange = fetchExchange(),
  options: ProxyTransportOptions = {},
): Transport {
  return {
    async send(request: TransportRequest) {
      const { signal, ...wire } = request;
      refuseUnreadFiles(wire);
      const { status, payload } = await exchange(JSON.stringify(wire), signal, options.headers?.());
      // The target's own 401 arrives inside a 200 answer; a 401 of /api/proxy is about our session.
      if (status === 401) options.onUnauthorized?.();
      return readProxyAnswer(payload, status);
    },
  };
}

/**
 * A file part or body still naming a path means its bytes are not known: a page cannot read paths,
 * and the proxy will not read its own disk. Sending would lose the file, so the user is asked to
 * choose it again (features/builder/pickedFiles.ts).
 */
function refuseUnreadFiles({ body }: Pick<TransportRequest, 'body'>): void {
  const path =
    body?.type === 'file'
      ? body.path
      : body?.type === 'multipart'
        ? body.parts.find((part) => part.kind === 'file')?.path
        : undefined;
  if (path !== undefined) {
    throw new SendError(
      'FILE_NOT_FOUND',
      `Select the file "${path}" again: its content is not stored with the request`,
    );
  }
}

function isSendErrorCode(code: unknown): code is SendErrorCode {
  return typeof code === 'string' && (SEND_ERROR_CODES as readonly string[]).includes(code);
}

/** Turns the proxy's JSON into a response or the SendError it describes. */
function readProxyAnswer(payload: unknown, httpStatus: number) {
  const body = (payload ?? {}) as { success?: unknown; response?: unknown; message?: unknown; code?: unknown };
  if (body.success === true) {
    const parsed = HttpResponseSchema.safeParse(body.response);
    if (parsed.success) return parsed.data;
    throw new SendError('NETWORK_ERROR', 'The proxy answered with a malformed response');
  }
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : NETWORK_ERROR_MESSAGE;
  if (isSendErrorCode(body.code)) throw new SendError(body.code, message);
  // Codes outside the send family (auth, rate limit, validation) are kept for 'Error Code: {code}'.
  throw new CourierError(typeof body.code === 'string' ? body.code : `HTTP_${httpStatus}`, message);
}
