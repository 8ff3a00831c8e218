// Sends bodies to the format worker; small bodies are formatted in place, which is faster than a
// round trip and keeps the common case synchronous.
import { formatBody, type FormattedBody } from './formatBody.js';
import type { FormatReply, FormatRequest } from './formatWorker.js';

/** Below this many characters formatting takes well under a frame on the main thread. */
export const INLINE_LIMIT = 200_000;

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, (reply: FormattedBody) => void>();

function formatWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./formatWorker.ts', import.meta.url), { type: 'module', name: 'courier-format' });
    worker.addEventListener('message', (event: MessageEvent<FormatReply>) => {
      const { id, ...formatted } = event.data;
      pending.get(id)?.(formatted);
      pending.delete(id);
    });
  }
  return worker;
}

export function formatInline(body: string, pretty: boolean): FormattedBody | undefined {
  return body.length <= INLINE_LIMIT ? formatBody(body, pretty) : undefined;
}

export function formatOffThread(body: string, pretty: boolean): Promise<FormattedBody> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    const request: FormatRequest = { id, body, pretty };
    formatWorker().postMessage(request);
  });
}
