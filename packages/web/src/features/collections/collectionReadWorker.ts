// Reads the browser's stored collections off the page at start (storedCollections.ts), answers once
// (collectionReadReply.ts) and is done: the page ends it.
import { openCollectionDatabase } from './collectionDatabase.js';
import { collectionReadReplies, type CollectionReadReply } from './collectionReadReply.js';
import { readStoredCollections } from './storedCollections.js';

const scope = globalThis as unknown as { postMessage(message: CollectionReadReply): void };

async function readAndClose() {
  const database = await openCollectionDatabase();
  try {
    return await readStoredCollections(database);
  } finally {
    // An open connection would hold up a later version of the database.
    database.close();
  }
}

void collectionReadReplies(readAndClose).then((replies) => {
  for (const reply of replies) scope.postMessage(reply);
});
