// Converts imports off the main thread (see importRequest.ts); loaded only when an import starts.
import { answerImportRequest, type ImportReply, type ImportRequest } from './importRequest.js';

interface WorkerScope {
  postMessage(message: ImportReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ImportRequest>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.addEventListener('message', (event) => {
  void answerImportRequest(event.data).then((replies) => {
    for (const reply of replies) scope.postMessage(reply);
  });
});
