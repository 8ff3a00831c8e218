import {
  CourierError,
  HttpResponseSchema,
  PROXY_EVENT_STREAM_TYPE,
  SEND_ERROR_CODES,
  SendError,
  type EventStreamListener,
  type ProxyEventStreamLine,
  type SendErrorCode,
  type Transport,
  type TransportRequest,
} from '@courier/core';
import { API_BASE } from './api.js';
import { followEventStream } from './followEventStream.js';

/** A network failure with no message. */
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';

type Fetch = typeof fetch;

/**
 * One round trip to `/api/proxy`: the request JSON and the caller's headers (the session's
 * Authorization, which a hosted server requires) in, the answer's status and parsed JSON out.
 * When the upstream answers with an event stream, `stream` hears its head and text as they arrive.
 */
export type ProxyExchange = (
  body: string,
  signal?: AbortSignal,
  headers?: Record<string, string>,
  stream?: EventStreamListener,
) => Promise<{ status: number; payload: unknown }>;

/** The exchange over fetch; throws SendError for a network failure or a cancelled request. */
export function fetchExchange(fetchImpl: Fetch = (...args) => globalThis.fetch(...args)): ProxyExchange {
  return async (body, signal, headers, stream) => {
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
      const streamed = answer.headers.get('content-type')?.startsWith(PROXY_EVENT_STREAM_TYPE) && answer.body;
      return {
        status: answer.status,
        payload: streamed ? await readStreamLines(streamed, stream) : await answer.json(),
      };
    } catch (thrown) {
      if (signal?.aborted) throw new SendError('ABORTED', 'The request was cancelled', { cause: thrown });
      throw new SendError('NETWORK_ERROR', NETWORK_ERROR_MESSAGE, { cause: thrown });
    }
  };
}

/** Reads the proxy's event-stream lines (core's send/proxyEventStream.ts) as they come; the last is the answer. */
async function readStreamLines(body: ReadableStream<Uint8Array>, listener?: EventStreamListener): Promise<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let last: unknown;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    buffered += decoder.decode(part.value, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n')) >= 0) {
      const line = JSON.parse(buffered.slice(0, end)) as ProxyEventStreamLine | { success: unknown };
      buffered = buffered.slice(end + 1);
      if ('opened' in line) listener?.opened?.(line.opened);
      else if ('text' in line) listener?.read?.(line.text);
      else last = line;
    }
  }
  return last;
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
      const { signal, eventStream, ...wire } = request;
      refuseUnreadFiles(wire);
      const stream = followEventStream(eventStream?.listener);
      // Stop ends the fetch as a cancel does; once a stream is open, what arrived is kept either way.
      const stops = [signal, eventStream?.stop].filter((each) => each !== undefined);
      const ended = stops.length > 1 ? AbortSignal.any(stops) : stops[0];
      try {
        const { status, payload } = await exchange(JSON.stringify(wire), ended, options.headers?.(), stream.listener);
        // The target's own 401 arrives inside a 200 answer; a 401 of /api/proxy is about our session.
        if (status === 401) options.onUnauthorized?.();
        return stream.completed(readProxyAnswer(payload, status));
      } catch (thrown) {
        const kept = stream.interrupted(ended?.aborted ? 'stopped' : 'server');
        if (kept) return kept;
        throw thrown;
      }
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
