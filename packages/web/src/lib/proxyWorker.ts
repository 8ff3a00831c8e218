// Runs the proxy round trip off the main thread: reading and parsing a 20 MB answer takes the
// better part of a second, which on the page would freeze scrolling and typing.
import { messageOf, type ProxyEventStreamLine } from '@courier/core';
import { fetchExchange } from './proxyTransport.js';
import { chunksOf } from './textTransfer.js';

export type ToProxyWorker =
  { type: 'send'; id: number; body: string; headers: Record<string, string> } | { type: 'abort'; id: number };
/**
 * A response body comes first as `chunk` messages (lib/textTransfer.ts); the answer then follows
 * with `bodyInChunks` set and an empty `response.body`.
 */
export type FromProxyWorker =
  | { id: number; chunk: string }
  /** An event stream's head or text, passed to the page the moment it arrives. */
  | { id: number; streamed: ProxyEventStreamLine }
  | { id: number; ok: true; status: number; payload: unknown; bodyInChunks?: true }
  | { id: number; ok: false; code: string; message: string };

interface WorkerScope {
  postMessage(message: FromProxyWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToProxyWorker>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const exchange = fetchExchange();
const controllers = new Map<number, AbortController>();

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (message.type === 'abort') {
    controllers.get(message.id)?.abort();
    return;
  }
  const controller = new AbortController();
  controllers.set(message.id, controller);
  // A Worker cannot read localStorage: the page sends the session's headers with each request.
  const stream = (streamed: ProxyEventStreamLine) => scope.postMessage({ id: message.id, streamed });
  exchange(message.body, controller.signal, message.headers, {
    opened: (opened) => stream({ opened }),
    read: (text) => stream({ text }),
  })
    .then(({ status, payload }) => {
      const response = (payload as { response?: { body?: unknown } } | null)?.response;
      if (typeof response?.body !== 'string') {
        scope.postMessage({ id: message.id, ok: true, status, payload });
        return;
      }
      for (const chunk of chunksOf(response.body)) scope.postMessage({ id: message.id, chunk });
      response.body = '';
      scope.postMessage({ id: message.id, ok: true, status, payload, bodyInChunks: true });
    })
    .catch((thrown: unknown) => {
      const code = (thrown as { code?: unknown }).code;
      scope.postMessage({
        id: message.id,
        ok: false,
        code: typeof code === 'string' ? code : 'NETWORK_ERROR',
        message: messageOf(thrown),
      });
    })
    .finally(() => controllers.delete(message.id));
});
