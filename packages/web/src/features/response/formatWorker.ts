// Formats response bodies off the main thread (issue 6 §3): a 20 MB JSON body is parsed, pretty
// printed and indexed here while the page keeps scrolling and typing.
import { formatBody } from './formatBody.js';

export interface FormatRequest {
  id: number;
  body: string;
  pretty: boolean;
}

export interface FormatReply {
  id: number;
  text: string;
  starts: Uint32Array;
  isJson: boolean;
}

interface WorkerScope {
  postMessage(message: FormatReply, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FormatRequest>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.addEventListener('message', (event) => {
  const { id, body, pretty } = event.data;
  const formatted = formatBody(body, pretty);
  // The line index is transferred, not copied.
  scope.postMessage({ id, ...formatted }, [formatted.starts.buffer]);
});
