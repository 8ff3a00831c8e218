/** Courier collections → Postman Collection v2.1.0, the format Postman and Newman read. */
import type { Collection, CollectionItem, Folder } from '../../model/collection.js';
import type { SavedRequest } from '../../model/request.js';
import type { WebSocketRequest } from '../../model/websocketRequest.js';
import type { JsonRecord } from '../untrusted.js';
import { exportAuth } from './postmanAuth.js';
import { exportBody } from './postmanBody.js';
import { exportHeaders } from './postmanHeaders.js';
import { exportScripts } from './postmanScripts.js';
import { exportVariables } from './postmanVariables.js';
import { exportUrl } from './requestUrl.js';

export const POSTMAN_COLLECTION_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

/** Keys whose value is undefined are left out, so the text stays free of empty fields. */
function defined(entries: Record<string, unknown>): JsonRecord {
  const result: JsonRecord = {};
  for (const key of Object.keys(entries)) if (entries[key] !== undefined) result[key] = entries[key];
  return result;
}

/** What an export keeps beyond the web app's: the CLI writes everything Postman would. */
export interface PostmanWriteOptions {
  /** Bodies of every method, not only POST, PUT and PATCH. */
  everyMethodBody?: boolean;
  /**
   * WebSocket requests kept in place, for a format built on v2.1 that has a place for them (Postman's
   * 3.0.0 folders): see `webSocketItem`. A v2.1 file leaves them out.
   */
  keepWebSockets?: boolean;
}

/** Where a kept WebSocket request's own fields go in its v2.1 item; no v2.1 reader looks there. */
export const WEBSOCKET_FIELDS = '_courierWebSocket';

/** A WebSocket request as a v2.1 item: its connection as a GET request, what only it has under WEBSOCKET_FIELDS. */
function webSocketItem(socket: WebSocketRequest): JsonRecord {
  return defined({
    name: socket.name,
    id: socket.id,
    request: defined({
      auth: exportAuth(socket.auth, 'item'),
      method: 'GET',
      header: exportHeaders(socket.headers),
      url: exportUrl({ url: socket.url, pathVariables: [] }),
      description: socket.description,
    }),
    [WEBSOCKET_FIELDS]: { protocols: socket.protocols, messages: socket.messages },
  });
}

function requestItem(request: SavedRequest, options: PostmanWriteOptions): JsonRecord {
  return defined({
    name: request.name,
    id: request.id,
    event: exportScripts(request),
    protocolProfileBehavior: request.protocolProfileBehavior,
    request: defined({
      auth: exportAuth(request.auth, 'item'),
      method: request.method,
      header: exportHeaders(request.headers),
      body: exportBody(request.body, request.method, options.everyMethodBody),
      url: exportUrl(request),
      description: request.description,
    }),
    response: request.examples ?? [],
  });
}

/** A folder; a whole collection is written the same way when several go into one file. */
function folderItem(
  folder: Omit<Folder, 'type'>,
  auth: JsonRecord | undefined,
  options: PostmanWriteOptions,
): JsonRecord {
  return defined({
    name: folder.name,
    id: folder.id,
    description: folder.description,
    item: exportItems(folder.items, options),
    auth,
    event: exportScripts(folder),
    variable: exportVariables(folder.variables),
    protocolProfileBehavior: folder.protocolProfileBehavior,
  });
}

/** Postman v2.1 has no place for WebSocket requests: they are left out (the export counts them). */
function exportItems(items: readonly CollectionItem[], options: PostmanWriteOptions): JsonRecord[] {
  return items.flatMap((item) =>
    item.type === 'request'
      ? [requestItem(item, options)]
      : item.type === 'folder'
        ? [folderItem(item, exportAuth(item.auth, 'item'), options)]
        : options.keepWebSockets
          ? [webSocketItem(item)]
          : [],
  );
}

/** One collection as a Postman v2.1 file. */
export function postmanCollectionOf(collection: Collection, options: PostmanWriteOptions = {}): JsonRecord {
  return defined({
    info: defined({
      _postman_id: collection.id,
      name: collection.name,
      description: collection.description,
      schema: POSTMAN_COLLECTION_SCHEMA,
    }),
    item: exportItems(collection.items, options),
    auth: exportAuth(collection.auth, 'collection'),
    event: exportScripts(collection),
    variable: exportVariables(collection.variables),
    protocolProfileBehavior: collection.protocolProfileBehavior,
  });
}

/**
 * Several collections in one Postman file: a Postman file holds one collection, so each becomes a
 * top-level folder keeping its auth (an explicit 'none' included), scripts and variables.
 */
export function postmanBundleOf(
  collections: readonly Collection[],
  id: string,
  name: string,
  options: PostmanWriteOptions = {},
): JsonRecord {
  return {
    info: { _postman_id: id, name, schema: POSTMAN_COLLECTION_SCHEMA },
    item: collections.map((collection) =>
      folderItem(collection, exportAuth(collection.auth, 'item') ?? exportAuth({ type: 'none' }, 'item'), options),
    ),
  };
}
