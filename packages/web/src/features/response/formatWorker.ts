// Formats response bodies off the main thread: a 20 MB JSON body is parsed, pretty
// printed and indexed here while the page keeps scrolling and typing. Bodies travel both ways as
// pieces (lib/textTransfer.ts), so no single copy on the page takes long.
import { ChunkCollector, chunksOf } from '../../lib/textTransfer.js';
import { formatBody } from './formatBody.js';

/** Pieces of the body, then `format`. */
export type FormatRequest = { id: number; chunk: string } | { id: number; format: { pretty: boolean } };

/** Pieces of the display text, then `done` with its line index. */
export type FormatReply =
  { id: number; chunk: string } | { id: number; done: { starts: Uint32Array; wrapped: Uint32Array; isJson: boolean } };

interface WorkerScope {
  postMessage(message: FormatReply, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FormatRequest>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const bodies = new ChunkCollector();
scope.addEventListener('message', (event) => {
  const request = event.data;
  if ('chunk' in request) {
    bodies.add(request.id, request.chunk);
    return;
  }
  const { text, starts, wrapped, isJson } = formatBody(bodies.take(request.id), request.format.pretty);
  for (const chunk of chunksOf(text)) scope.postMessage({ id: request.id, chunk });
  // The line index is transferred, not copied.
  scope.postMessage({ id: request.id, done: { starts, wrapped, isJson } }, [starts.buffer, wrapped.buffer]);
});
