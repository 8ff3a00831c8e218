// Sends bodies to the format worker; small bodies are formatted in place, which is faster than a
// round trip and keeps the common case synchronous.
import { ChunkCollector, chunksOf, nextTask } from '../../lib/textTransfer.js';
import { formatBody, type FormattedBody } from './formatBody.js';
import type { FormatReply, FormatRequest } from './formatWorker.js';

/** Below this many characters formatting takes well under a frame on the main thread. */
export const INLINE_LIMIT = 200_000;

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, (reply: FormattedBody) => void>();
const texts = new ChunkCollector();

function formatWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./formatWorker.ts', import.meta.url), { type: 'module', name: 'courier-format' });
    worker.addEventListener('message', (event: MessageEvent<FormatReply>) => {
      const reply = event.data;
      if ('chunk' in reply) {
        texts.add(reply.id, reply.chunk);
        return;
      }
      pending.get(reply.id)?.({ text: texts.take(reply.id), ...reply.done });
      pending.delete(reply.id);
    });
  }
  return worker;
}

export function formatInline(body: string, pretty: boolean): FormattedBody | undefined {
  return body.length <= INLINE_LIMIT ? formatBody(body, pretty) : undefined;
}

export async function formatOffThread(body: string, pretty: boolean): Promise<FormattedBody> {
  const id = nextId++;
  const reply = new Promise<FormattedBody>((resolve) => pending.set(id, resolve));
  const post = (request: FormatRequest) => formatWorker().postMessage(request);
  // One piece per task: each copy is short and the page paints in between.
  for (const chunk of chunksOf(body)) {
    post({ id, chunk });
    await nextTask();
  }
  post({ id, format: { pretty } });
  return reply;
}
