import type { WebSocketRequest } from '@courier/core';
import { useShell } from '../../shell/shellStore.js';
import { useSavedWebSocket } from '../websocket/savedWebSocketStore.js';
import { collectionsStore } from './useCollections.js';

/** Opens a saved WebSocket request in the WebSocket view's connect dialog, filled in from it. */
export function openWebSocketRequest(collectionId: string, request: WebSocketRequest): void {
  collectionsStore.getState().noteOpened?.(request.id);
  useSavedWebSocket.getState().openDialog({ collectionId, requestId: request.id });
  const shell = useShell.getState();
  shell.setView('websocket');
  shell.setDrawerOpen(false);
}
