// The page's side of the collection read worker: starts it, joins the pieces it sends, one task per
// piece, and ends it.
import { PieceJoiner } from '../../lib/valuePieces.js';
import type { CollectionReadReply } from './collectionReadReply.js';
import { storageUnavailable } from './collectionStorageError.js';
import type { StoredCollections } from './storedCollections.js';

const startWorker = () =>
  new Worker(new URL('./collectionReadWorker.ts', import.meta.url), {
    type: 'module',
    name: 'courier-collection-read',
  });

/** The stored collections, read in a worker; rejects with a CollectionStorageError when they cannot be read. */
export function readStoredCollectionsInWorker(createWorker: () => Worker = startWorker): Promise<StoredCollections> {
  const worker = createWorker();
  const pieces = new PieceJoiner();
  return new Promise<StoredCollections>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<CollectionReadReply>) => {
      const reply = event.data;
      if ('failure' in reply) {
        reject(storageUnavailable(reply.failure));
        return;
      }
      pieces.add(reply.piece);
      // The worker sent a StoredCollections, cut in the pieces just joined.
      if (reply.last) resolve(pieces.value() as StoredCollections);
    });
    worker.addEventListener('error', (event) => reject(storageUnavailable(event.message)));
  }).finally(() => worker.terminate());
}
