// How a workspace event changes what is open: the request tabs showing a request a teammate saved or
// deleted, and the environment a teammate changed. The workspace's lists have taken the event already.
import { SavedRequestSchema, StoredEnvironmentSchema, StoredItemSchema } from '@courier/core';
import * as z from 'zod';
import type { StoreApi } from 'zustand/vanilla';
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import { draftOf, emptyDraft, type BuilderState } from '../builder/builderStore.js';
import { followDecision } from '../builder/followDecision.js';
import type { TeammateChange } from '../builder/teammateChanges.js';
import type { EnvironmentUpdate } from '../environments/environmentUpdates.js';
import type { EnvironmentsState } from '../environments/environmentsStore.js';

export interface FollowPorts {
  builder: StoreApi<BuilderState>;
  changes: StoreApi<{ note(tabId: string, change: TeammateChange): void }>;
  /** The server's id of an id the builder holds (this browser's own new requests differ a moment). */
  serverId(id: string): string;
  /** A later save of the request is based on the version the store holds now. */
  noteOpened(requestId: string): void;
  /** The signed-in user's id. */
  me(): string | undefined;
}

const ItemChanged = z.object({ item: StoredItemSchema });
const ItemsGone = z.object({ itemIds: z.array(z.string()) });
const CollectionGone = z.object({ collectionId: z.string() });

const EMPTY = emptyDraft();

/** Applies one event of the workspace's scope to the open request tabs. */
export function followRequestTabs(event: LiveEvent, ports: FollowPorts): void {
  const actor = event.actor;
  const byMe = actor !== null && actor === ports.me();
  if (event.type === 'item_updated') {
    const parsed = ItemChanged.safeParse(event.data);
    const saved = parsed.success ? SavedRequestSchema.safeParse(parsed.data.item.content) : undefined;
    if (!parsed.success || !saved?.success) return;
    for (const tab of ports.builder.getState().tabs) {
      const origin = tab.draft.origin;
      if (!origin || ports.serverId(origin.requestId) !== parsed.data.item.id) continue;
      const theirs = { ...saved.data, id: origin.requestId };
      switch (followDecision(tab, { draft: draftOf(theirs, origin), byMe }, EMPTY)) {
        case 'take': {
          ports.builder.getState().takeSaved(tab.id, theirs);
          ports.noteOpened(origin.requestId);
          const taken = ports.builder.getState().tabs.find((candidate) => candidate.id === tab.id);
          if (taken) ports.changes.getState().note(tab.id, { kind: 'updated', actor, draft: taken.draft });
          break;
        }
        case 'conflict':
          ports.changes.getState().note(tab.id, { kind: 'conflict', actor, theirs, baseline: tab.baseline });
          break;
        case 'ignore':
          break;
      }
    }
    return;
  }
  // A deletion of the user's own is no news to them.
  const gone = byMe ? undefined : goneOf(event);
  if (!gone) return;
  for (const tab of ports.builder.getState().tabs) {
    const origin = tab.draft.origin;
    if (origin && gone(ports.serverId(origin.collectionId), ports.serverId(origin.requestId))) {
      ports.changes.getState().note(tab.id, { kind: 'deleted', actor, origin });
    }
  }
}

/** Which saved requests a deletion took away, by their collection's and their own server id. */
function goneOf(event: LiveEvent): ((collectionId: string, requestId: string) => boolean) | undefined {
  if (event.type === 'item_deleted') {
    const parsed = ItemsGone.safeParse(event.data);
    if (!parsed.success) return undefined;
    const ids = new Set(parsed.data.itemIds);
    return (_collectionId, requestId) => ids.has(requestId);
  }
  if (event.type === 'collection_deleted') {
    const parsed = CollectionGone.safeParse(event.data);
    return parsed.success ? (collectionId) => collectionId === parsed.data.collectionId : undefined;
  }
  return undefined;
}

const EnvironmentChanged = z.object({ environment: StoredEnvironmentSchema.pick({ id: true }) });

/** A teammate's change of an environment: the editor names who made it while it shows it. */
export function followEnvironments(
  event: LiveEvent,
  environments: StoreApi<EnvironmentsState>,
  me: string | undefined,
  note: (environmentId: string, update: EnvironmentUpdate) => void,
): void {
  if (event.type !== 'environment_updated' || event.actor === null || event.actor === me) return;
  const parsed = EnvironmentChanged.safeParse(event.data);
  const shown = parsed.success
    ? environments.getState().environments.find((environment) => environment.id === parsed.data.environment.id)
    : undefined;
  if (shown) note(shown.id, { actor: event.actor, variables: shown.variables });
}
