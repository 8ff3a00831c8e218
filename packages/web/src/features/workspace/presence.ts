// Who is looking at a collection right now. While a request of a workspace collection is open in the
// Builder, the browser says so every 20 seconds; the Team view's header counts the people who did
// within the last minute.
import { CollaboratorsReplySchema } from '@courier/core';
import { useEffect, useState } from 'react';
import * as z from 'zod';
import { useStore } from 'zustand';
import { apiCall as call } from '../../lib/api.js';
import { builderStore } from '../builder/useBuilder.js';
import { collectionsStore } from '../collections/useCollections.js';
import { workspaceSource } from './workspaceSource.js';

const PRESENCE_EVERY_MS = 20_000;

const path = (collectionId: string) => `/teams/collaboration/${encodeURIComponent(collectionId)}`;

/** The open request's collection, when it is one of the current workspace's. */
function openWorkspaceCollection(): { id: string; name: string } | undefined {
  const collectionId = builderStore.getState().draft.origin?.collectionId;
  if (!collectionId || !workspaceSource.getState().workspace) return undefined;
  const workspaceCollections = workspaceSource.getState().collections;
  const collection = collectionsStore.getState().collections.find((candidate) => candidate.id === collectionId);
  return collection && workspaceCollections
    ? { id: workspaceCollections.getState().serverId(collection.id), name: collection.name }
    : undefined;
}

function announce(): void {
  const collection = openWorkspaceCollection();
  if (collection) void call(`${path(collection.id)}/presence`, z.unknown(), { method: 'POST' }).catch(() => undefined);
}

if (typeof window !== 'undefined') {
  setInterval(announce, PRESENCE_EVERY_MS);
  builderStore.subscribe((state, previous) => {
    if (state.draft.origin?.collectionId !== previous.draft.origin?.collectionId) announce();
  });
}

/** The people present on the open workspace collection, read every 20 seconds; null when none is open. */
export function useCollaborators(): { count: number; collection: string } | null {
  const collectionId = useStore(builderStore, (state) => state.draft.origin?.collectionId);
  const workspace = useStore(workspaceSource, (state) => state.workspace);
  const [present, setPresent] = useState<{ count: number; collection: string } | null>(null);
  useEffect(() => {
    const collection = openWorkspaceCollection();
    if (!collection) {
      setPresent(null);
      return;
    }
    let stopped = false;
    const read = () =>
      call(`${path(collection.id)}/collaborators`, CollaboratorsReplySchema.shape.data).then(
        ({ data }) => !stopped && setPresent({ count: data.collaborators.length, collection: collection.name }),
        () => undefined,
      );
    announce();
    void read();
    const timer = setInterval(() => void read(), PRESENCE_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [collectionId, workspace]);
  return present;
}
