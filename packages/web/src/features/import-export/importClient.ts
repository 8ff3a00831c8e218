// Sends imports to the import worker, started on the first import so the first load stays small.
import { ImportError, type FolderBy, type ImportResult } from '@courier/core';
import type { ImportReply, ImportRequest, ImportSource } from './importRequest.js';

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, (reply: ImportReply) => void>();

/** Starts the worker (its importers are a large script) so it is ready by the time the user picks a file. */
export function importWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module', name: 'courier-import' });
    worker.addEventListener('message', (event: MessageEvent<ImportReply>) => {
      pending.get(event.data.id)?.(event.data);
      pending.delete(event.data.id);
    });
  }
  return worker;
}

/** Converts a file, a document's text or a collection folder in the worker; fails with an ImportError. */
export async function importOffThread(source: ImportSource, folderBy: FolderBy): Promise<ImportResult> {
  const id = nextId++;
  const reply = new Promise<ImportReply>((resolve) => pending.set(id, resolve));
  importWorker().postMessage({ id, source, folderBy } satisfies ImportRequest);
  const answer = await reply;
  if ('imported' in answer) return answer.imported;
  // Errors lose their class on the way: rebuilt with the same code, and the same words.
  throw new ImportError(answer.failure.code, answer.failure.message.replace(/^Import failed: /, ''));
}
