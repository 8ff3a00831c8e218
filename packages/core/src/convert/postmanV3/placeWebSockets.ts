/**
 * A folder's WebSocket requests reach the v2.1 importer as GET requests with their own fields
 * beside them, so their URL, headers, auth and description are read as any request's. Once imported,
 * each such request becomes the WebSocket request it stands for, in its place and with its id.
 */
import type { CollectionItem } from '../../model/collection.js';
import {
  SavedWebSocketMessageSchema,
  WebSocketRequestSchema,
  type SavedWebSocketMessage,
} from '../../model/websocketRequest.js';
import { WEBSOCKET_FIELDS } from '../postman/exportPostmanCollection.js';
import type { JsonRecord } from '../untrusted.js';

/** Its saved messages; one that is not a message (a hand edit gone wrong) is said and left out. */
function messagesOf(name: string, messages: unknown, warn: (message: string) => void): SavedWebSocketMessage[] {
  return (Array.isArray(messages) ? messages : []).flatMap((message: unknown, index) => {
    const parsed = SavedWebSocketMessageSchema.safeParse(message);
    if (parsed.success) return [parsed.data];
    warn(`WebSocket request "${name}": message ${index + 1} is not a saved message and was left out`);
    return [];
  });
}

/** The imported items with each request that stood for a WebSocket request turned back into one. */
export function placeWebSockets(
  v21Items: unknown,
  items: readonly CollectionItem[],
  warn: (message: string) => void,
): CollectionItem[] {
  const sources = Array.isArray(v21Items) ? (v21Items as JsonRecord[]) : [];
  // The importer keeps every item of the file, in its order: the two lists go side by side.
  return items.map((item, index) => {
    const source = sources[index] ?? {};
    if (item.type === 'folder') return { ...item, items: placeWebSockets(source.item, item.items, warn) };
    const own = source[WEBSOCKET_FIELDS] as JsonRecord | undefined;
    if (item.type !== 'request' || own === undefined) return item;
    return WebSocketRequestSchema.parse({
      type: 'websocket',
      id: item.id,
      name: item.name,
      ...(item.description === undefined ? {} : { description: item.description }),
      url: item.url,
      headers: item.headers,
      auth: item.auth,
      protocols: Array.isArray(own.protocols) ? own.protocols.map(String) : [],
      messages: messagesOf(item.name, own.messages, warn),
      createdAt: item.createdAt,
    });
  });
}
