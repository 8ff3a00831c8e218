import type { Collection, CollectionItem, Folder } from './collection.js';
import type { SavedRequest } from './request.js';

/** A request with the folders above it, outermost first: what inheritance and reports need. */
export interface LocatedRequest {
  request: SavedRequest;
  folders: Folder[];
}

/** Every request of a tree in Postman's run order: depth first, in file order. */
export function listRequests(items: readonly CollectionItem[], folders: Folder[] = []): LocatedRequest[] {
  return items.flatMap((item) =>
    item.type === 'request' ? [{ request: item, folders }] : listRequests(item.items, [...folders, item]),
  );
}

export function countRequests(collection: Pick<Collection, 'items'>): number {
  return listRequests(collection.items).length;
}

export function findRequest(collection: Pick<Collection, 'items'>, id: string): LocatedRequest | undefined {
  return listRequests(collection.items).find((located) => located.request.id === id);
}
