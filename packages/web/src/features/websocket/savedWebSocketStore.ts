// Which saved WebSocket request the connect dialog shows, and which connection each one opened: the
// request itself is always read from the collections, so a teammate's edit in a shared workspace
// (a new saved message, a renamed request) shows at once. Which connection came from which request
// is kept in the browser: the server keeps a connection open across a reload, so its saved messages
// stay listed.
import { findWebSocketRequest, type Collection, type LocatedWebSocketRequest } from '@courier/core';
import * as z from 'zod';
import { create } from 'zustand';
import { storage, storageKey } from '../../lib/storage.js';

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

const SOURCES_KEY = storageKey('websocketSources');
const SourcesSchema = z.record(z.string(), z.object({ collectionId: z.string(), requestId: z.string() }));
/** As many as the relay keeps connections of a person: older ones are gone from the server too. */
const SOURCES_KEPT = 100;

export const useSavedWebSocket = create<SavedWebSocketState>((set, get) => ({
  dialogOpen: false,
  opened: null,
  sources: storage.get(SOURCES_KEY, SourcesSchema, () => ({})),
  openDialog: (opened = null) => set({ dialogOpen: true, opened }),
  closeDialog: () => set({ dialogOpen: false }),
  setOpened: (opened) => set({ opened }),
  connectedFrom: (connectionId, source) => {
    const sources = Object.fromEntries([...Object.entries(get().sources), [connectionId, source]].slice(-SOURCES_KEPT));
    set({ sources });
    storage.set(SOURCES_KEY, sources);
  },
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
