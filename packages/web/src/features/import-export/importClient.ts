// Sends imports to the import worker, started on the first import so the first load stays small.
import { ImportError, type Collection, type FolderBy, type ImportResult } from '@courier/core';
import { PieceJoiner } from '../../lib/valuePieces.js';
import type { ConvertedImport, ImportReply, ImportRequest, ImportSource } from './importRequest.js';

/** An import as the page receives it: the result, and the JSON made in the worker for each of its collections. */
export interface ReceivedImport {
  result: ImportResult;
  texts: ReadonlyMap<Collection, Blob>;
}

type Answer = { converted: ConvertedImport } | { failure: ImportError };
type Settle = (answer: Answer) => void;

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, { pieces: PieceJoiner; settle: Settle }>();

function receive(reply: ImportReply): void {
  const call = pending.get(reply.id);
  if (!call) return;
  if ('failure' in reply) {
    pending.delete(reply.id);
    // Errors lose their class on the way: rebuilt with the same code, and the same words.
    const { code, message } = reply.failure;
    call.settle({ failure: new ImportError(code, message.replace(/^Import failed: /, '')) });
    return;
  }
  call.pieces.add(reply.piece);
  if (!reply.last) return;
  pending.delete(reply.id);
  // The worker sent a ConvertedImport, cut in the pieces just joined.
  call.settle({ converted: call.pieces.value() as ConvertedImport });
}

/** Starts the worker (its importers are a large script) so it is ready by the time the user picks a file. */
export function importWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module', name: 'courier-import' });
    // Each message is its own task: reading a piece there is all a piece costs the page.
    worker.addEventListener('message', (event: MessageEvent<ImportReply>) => receive(event.data));
  }
  return worker;
}

/** Converts a file, a document's text or a collection folder in the worker; fails with an ImportError. */
export async function importOffThread(source: ImportSource, folderBy: FolderBy): Promise<ReceivedImport> {
  const id = nextId++;
  const answer = new Promise<Answer>((settle) => pending.set(id, { pieces: new PieceJoiner(), settle }));
  importWorker().postMessage({ id, source, folderBy } satisfies ImportRequest);
  const settled = await answer;
  if ('failure' in settled) throw settled.failure;
  const { result, texts } = settled.converted;
  return { result, texts: new Map(result.collections.map((collection, index) => [collection, texts[index]!])) };
}
