// Sends bodies to the format worker; small bodies are formatted in place, which is faster than a
// round trip and keeps the common case synchronous.
import { ChunkCollector, nextTask, piecesOf } from '../../lib/textTransfer.js';
import { PiecedText } from '../../ui/piecedText.js';
import { formatBody, type DisplayBody } from './formatBody.js';
import type { FormatReply, FormatRequest } from './formatWorker.js';

/** Below this many characters formatting takes well under a frame on the main thread. */
const INLINE_LIMIT = 200_000;

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, (reply: DisplayBody) => void>();
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
      pending.get(reply.id)?.({ text: new PiecedText(texts.takePieces(reply.id)), ...reply.done });
      pending.delete(reply.id);
    });
  }
  return worker;
}

export function formatInline(body: string, pretty: boolean): DisplayBody | undefined {
  if (body.length > INLINE_LIMIT) return undefined;
  const { text, ...formatted } = formatBody(body, pretty);
  return { text: new PiecedText([text]), ...formatted };
}

export async function formatOffThread(body: string, pretty: boolean): Promise<DisplayBody> {
  const id = nextId++;
  const reply = new Promise<DisplayBody>((resolve) => pending.set(id, resolve));
  const post = (request: FormatRequest) => formatWorker().postMessage(request);
  // One piece per task: each copy is short and the page paints in between.
  for (const chunk of piecesOf(body)) {
    post({ id, chunk });
    await nextTask();
  }
  post({ id, format: { pretty } });
  return reply;
}
