// The proxy exchange through lib/proxyWorker.ts, so large answers are read and parsed off the page.
import { SEND_ERROR_CODES, SendError, type EventStreamListener, type SendErrorCode } from '@courier/core';
import type { ProxyExchange } from './proxyTransport.js';
import type { FromProxyWorker, ToProxyWorker } from './proxyWorker.js';
import { ChunkCollector } from './textTransfer.js';

type Reply = Exclude<FromProxyWorker, { chunk: string } | { streamed: unknown }>;

/** Puts the response body that came in pieces back into the proxy's answer. */
function withBody(reply: Extract<Reply, { ok: true }>, body: string): Reply {
  const answer = reply.payload as { response: Record<string, unknown> };
  return { ...reply, payload: { ...answer, response: { ...answer.response, body } } };
}

export function workerExchange(createWorker: () => Worker): ProxyExchange {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, (reply: Reply) => void>();
  const streams = new Map<number, EventStreamListener>();
  const bodies = new ChunkCollector();
  const post = (message: ToProxyWorker) => worker?.postMessage(message);

  const started = () => {
    if (!worker) {
      worker = createWorker();
      worker.addEventListener('message', (event: MessageEvent<FromProxyWorker>) => {
        const reply = event.data;
        if ('chunk' in reply) {
          bodies.add(reply.id, reply.chunk);
          return;
        }
        if ('streamed' in reply) {
          const line = reply.streamed;
          if ('opened' in line) streams.get(reply.id)?.opened?.(line.opened);
          else streams.get(reply.id)?.read?.(line.text);
          return;
        }
        streams.delete(reply.id);
        pending.get(reply.id)?.(reply.ok && reply.bodyInChunks ? withBody(reply, bodies.take(reply.id)) : reply);
        pending.delete(reply.id);
      });
    }
    return worker;
  };

  return (body, signal, headers = {}, stream) => {
    const id = nextId++;
    if (stream) streams.set(id, stream);
    return new Promise((resolve, reject) => {
      pending.set(id, (reply) => {
        signal?.removeEventListener('abort', onAbort);
        if (reply.ok) resolve({ status: reply.status, payload: reply.payload });
        else {
          const code: SendErrorCode = (SEND_ERROR_CODES as readonly string[]).includes(reply.code)
            ? (reply.code as SendErrorCode)
            : 'NETWORK_ERROR';
          reject(new SendError(code, reply.message));
        }
      });
      const onAbort = () => post({ type: 'abort', id });
      signal?.addEventListener('abort', onAbort, { once: true });
      started().postMessage({ type: 'send', id, body, headers } satisfies ToProxyWorker);
    });
  };
}
