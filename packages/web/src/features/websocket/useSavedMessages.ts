// A saved WebSocket request's messages as the connection detail shows them: read from the
// collections (so a teammate's new message appears), added to and removed through the collections
// store (so the change is kept in the browser or the workspace, where everyone gets it live).
import { createId, type SavedWebSocketMessage, type WebSocketRequest } from '@courier/core';
import { toast } from '../../ui/toasts.js';
import { collectionsStore, useCollections } from '../collections/useCollections.js';
import { errorText } from '../shared/errorText.js';
import { locateSaved, type SavedWebSocketRef } from './savedWebSocketStore.js';

export type NewSavedMessage = Omit<SavedWebSocketMessage, 'id'>;

export function useSavedMessages(source: SavedWebSocketRef | undefined) {
  const collections = useCollections((state) => state.collections);
  const located = locateSaved(collections, source);
  const readOnly = useCollections((state) => state.readOnly ?? false);

  const keep = (change: (request: WebSocketRequest) => WebSocketRequest, done: string) => {
    // The newest version the tree holds, not the one rendered: two quick saves both count.
    const current = locateSaved(collectionsStore.getState().collections, source);
    if (!current || !source) return;
    try {
      const save = collectionsStore.getState().saveWebSocketRequest(source.collectionId, change(current.request));
      void save.kept.then((kept) => kept && toast(done, 'success'));
    } catch (thrown) {
      toast(errorText(thrown), 'error');
    }
  };

  return {
    request: located?.request,
    canChange: located !== undefined && !readOnly,
    add: (message: NewSavedMessage) =>
      keep(
        (request) => ({ ...request, messages: [...request.messages, { ...message, id: createId() }] }),
        'Message saved',
      ),
    remove: (id: string) =>
      keep(
        (request) => ({ ...request, messages: request.messages.filter((message) => message.id !== id) }),
        'Saved message deleted',
      ),
  };
}
