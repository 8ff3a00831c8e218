import type { Collection, CollectionItem, Folder } from './collection.js';
import type { SavedRequest } from './request.js';
import type { WebSocketRequest } from './websocketRequest.js';

/** A request with the folders above it, outermost first: what inheritance and reports need. */
export interface LocatedRequest {
  request: SavedRequest;
  folders: Folder[];
}

/** A saved WebSocket request with the folders above it, outermost first (its auth may inherit). */
export interface LocatedWebSocketRequest {
  request: WebSocketRequest;
  folders: Folder[];
}

/** Every HTTP request of a tree in Postman's run order: depth first, in file order. */
export function listRequests(items: readonly CollectionItem[], folders: Folder[] = []): LocatedRequest[] {
  return items.flatMap((item) =>
    item.type === 'request'
      ? [{ request: item, folders }]
      : item.type === 'folder'
        ? listRequests(item.items, [...folders, item])
        : [],
  );
}

/** Every WebSocket request of a tree, depth first, in file order. */
export function listWebSocketRequests(
  items: readonly CollectionItem[],
  folders: Folder[] = [],
): LocatedWebSocketRequest[] {
  return items.flatMap((item) =>
    item.type === 'websocket'
      ? [{ request: item, folders }]
      : item.type === 'folder'
        ? listWebSocketRequests(item.items, [...folders, item])
        : [],
  );
}

/** HTTP requests only: what a run sends and what the sidebar's count has always meant. */
export function countRequests(collection: Pick<Collection, 'items'>): number {
  return listRequests(collection.items).length;
}

export function countWebSocketRequests(collection: Pick<Collection, 'items'>): number {
  return listWebSocketRequests(collection.items).length;
}

export function findRequest(collection: Pick<Collection, 'items'>, id: string): LocatedRequest | undefined {
  return listRequests(collection.items).find((located) => located.request.id === id);
}

export function findWebSocketRequest(
  collection: Pick<Collection, 'items'>,
  id: string,
): LocatedWebSocketRequest | undefined {
  return listWebSocketRequests(collection.items).find((located) => located.request.id === id);
}
