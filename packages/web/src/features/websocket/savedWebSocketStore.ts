// Which saved WebSocket request the connect dialog shows, and which connection each one opened: the
// request itself is always read from the collections, so a teammate's edit in a shared workspace
// (a new saved message, a renamed request) shows at once.
import { findWebSocketRequest, type Collection, type LocatedWebSocketRequest } from '@courier/core';
import { create } from 'zustand';

/** Where a saved WebSocket request lives. */
export interface SavedWebSocketRef {
  collectionId: string;
  requestId: string;
}

interface SavedWebSocketState {
  /** The connect dialog is open. */
  dialogOpen: boolean;
  /** The saved request the dialog was opened with (or saved as); null for a new connection. */
  opened: SavedWebSocketRef | null;
  /** Connection id → the saved request it was opened from. */
  sources: Record<string, SavedWebSocketRef>;
  openDialog(opened?: SavedWebSocketRef | null): void;
  closeDialog(): void;
  /** Save to collection made the dialog's request a saved one. */
  setOpened(opened: SavedWebSocketRef): void;
  connectedFrom(connectionId: string, source: SavedWebSocketRef): void;
}

export const useSavedWebSocket = create<SavedWebSocketState>((set, get) => ({
  dialogOpen: false,
  opened: null,
  sources: {},
  openDialog: (opened = null) => set({ dialogOpen: true, opened }),
  closeDialog: () => set({ dialogOpen: false }),
  setOpened: (opened) => set({ opened }),
  connectedFrom: (connectionId, source) => set({ sources: { ...get().sources, [connectionId]: source } }),
}));

/** The saved request with its folders and collection, while it still exists. */
export function locateSaved(
  collections: readonly Collection[],
  ref: SavedWebSocketRef | null | undefined,
): (LocatedWebSocketRequest & { collection: Collection }) | undefined {
  if (!ref) return undefined;
  const collection = collections.find((candidate) => candidate.id === ref.collectionId);
  const located = collection ? findWebSocketRequest(collection, ref.requestId) : undefined;
  return collection && located ? { ...located, collection } : undefined;
}
