// How the collection read worker answers the page: the stored collections as plain data, cut into
// pieces (lib/valuePieces.ts) so the page reads them a few milliseconds at a time. A 10 MB OpenAPI
// import, read in one message, was one task of ~250 ms on the page.
import { messageOf } from '@courier/core';
import { cutIntoPieces, type ValuePiece } from '../../lib/valuePieces.js';
import type { StoredCollections } from './storedCollections.js';

/** A piece of the StoredCollections (the page joins them once the last is in), or why none could be read. */
export type CollectionReadReply = { piece: ValuePiece; last: boolean } | { failure: string };

/** The worker's whole job, apart from the messaging: read, and answer in order. */
export async function collectionReadReplies(read: () => Promise<StoredCollections>): Promise<CollectionReadReply[]> {
  let stored: StoredCollections;
  try {
    stored = await read();
  } catch (thrown) {
    return [{ failure: messageOf(thrown) }];
  }
  const pieces = cutIntoPieces(stored);
  return pieces.map((piece, index) => ({ piece, last: index === pieces.length - 1 }));
}
