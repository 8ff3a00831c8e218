// Where the sidebar's collections and the environments come from. Signed out: browser storage, as always. Signed in: the
// current workspace's, from the server and kept current by its live scope; switching workspace
// switches them. The browser's own collections stay where they are either way, and on a user's first
// sign-in in this browser they are offered a move into the personal workspace. When the server cannot
// be reached at start, the workspace shown last is shown from the copy kept in the browser, with the
// edits still waiting, and followed live again once the server answers.
import { WorkspaceSchema, type Collection, type Workspace } from '@courier/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { live } from '../../lib/live/live.js';
import { inBatches } from '../../lib/live/inBatches.js';
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import { isNotNow } from '../../lib/pendingEdits/pendingEditQueue.js';
import { openPendingEditStorage, type PendingEditStorage } from '../../lib/pendingEdits/pendingEditStorage.js';
import { useServerReachable } from '../../lib/serverReachable.js';
import { useSession } from '../../lib/session.js';
import { storage, storageKey } from '../../lib/storage.js';
import { toast } from '../../ui/toasts.js';
import { collectionsStore, localCollectionsLoaded, localCollectionsStore } from '../collections/useCollections.js';
import { workspaceCollectionsApi } from '../collections/workspaceCollectionsApi.js';
import {
  createWorkspaceCollectionsStore,
  moveCollections,
  type WorkspaceCollectionsState,
} from '../collections/workspaceCollectionsStore.js';
import { environmentsStore, localEnvironmentsStore } from '../environments/useEnvironments.js';
import { historyStore } from '../history/useHistory.js';
import { workspaceEnvironmentsApi } from '../environments/workspaceEnvironmentsApi.js';
import {
  createWorkspaceEnvironmentsStore,
  type WorkspaceEnvironmentsState,
} from '../environments/workspaceEnvironmentsStore.js';
import { callFailure } from '../shared/callFailure.js';
import { sendAsWorkspace } from '../../lib/transport.js';
import * as z from 'zod';
import { latestSeq } from './latestSeq.js';
import { workspacesApi } from './workspacesApi.js';

interface MoveOffer {
  collections: Collection[];
  personal: Workspace;
}

interface SourceState {
  workspace: Workspace | null;
  collections: StoreApi<WorkspaceCollectionsState> | null;
  environments: StoreApi<WorkspaceEnvironmentsState> | null;
  offer: MoveOffer | null;
  /** Shown from the copy kept in the browser: the server could not be reached. */
  offline: boolean;
}

export const workspaceSource = createStore<SourceState>()(() => ({
  workspace: null,
  collections: null,
  environments: null,
  offer: null,
  offline: false,
}));

/** Users of this browser who were offered the move already: asked once, whatever they answered. */
const OFFERED_KEY = storageKey('workspaceMoveOffered');
const offeredTo = () => storage.get(OFFERED_KEY, z.array(z.string()), () => []);

let stopFollowing: (() => void) | undefined;
let activation = 0;
let pendingStorage: PendingEditStorage | undefined;
/** Edits waiting for the server and the copies kept for a start without it: opened on first use. */
const pendingEdits = () => (pendingStorage ??= openPendingEditStorage());
const currentWorkspaceKey = (userId: string) => `${userId}:current-workspace`;

/** Closes the stores of the workspace no longer shown: their edits stay kept for its next showing. */
function closeStores(shown: Pick<SourceState, 'collections' | 'environments'>): void {
  shown.collections?.getState().close();
  shown.environments?.getState().close();
}

/** Hear each event of the shown workspace once its lists have taken it (followTeammates.ts). */
const tookListeners = new Set<(event: LiveEvent) => void>();

/** Calls `listener` with each event of the shown workspace's scope once its lists have taken it. */
export function afterListsTake(listener: (event: LiveEvent) => void): () => void {
  tookListeners.add(listener);
  return () => tookListeners.delete(listener);
}

/** Reads the lists and follows the workspace live from the newest event; false when superseded. */
async function loadAndFollow(
  workspace: Workspace,
  collections: StoreApi<WorkspaceCollectionsState>,
  environments: StoreApi<WorkspaceEnvironmentsState>,
  started: number,
): Promise<boolean> {
  // The newest event is read first: following from it after the lists are read misses nothing.
  const after = latestSeq((await workspacesApi.activity(workspace.id)).activities);
  await Promise.all([collections.getState().load(), environments.getState().load()]);
  if (started !== activation) return false;
  // A burst of changes comes in batches, each shown once: the tab never freezes catching up. What
  // is open on screen follows each event after the lists took it, so a tab that takes a teammate's
  // save bases its next save on the version the list now holds.
  stopFollowing = live.follow(
    `workspace:${workspace.id}`,
    inBatches((events: LiveEvent[]) => {
      // A batch that waited past a switch to another workspace is not this one's news.
      if (started !== activation) return;
      collections.getState().applyAll(events);
      for (const event of events) {
        environments.getState().apply(event);
        for (const listener of tookListeners) listener(event);
      }
    }),
    {
      after,
      // Away longer than the server keeps events: the lists are read again.
      reset: () => void Promise.all([collections.getState().load(), environments.getState().load()]),
    },
  );
  return true;
}

/** Shows `workspace`'s collections in the sidebar once they have loaded. */
export async function showWorkspace(workspace: Workspace): Promise<void> {
  const current = workspaceSource.getState();
  const same = current.workspace?.id === workspace.id && current.workspace.role === workspace.role;
  if (same && !current.offline) return;
  const started = ++activation;
  stopFollowing?.();
  stopFollowing = undefined;
  // Shown from the kept copy until now: the same stores, and the edits they hold, go live.
  if (same && current.collections && current.environments) {
    try {
      if (await loadAndFollow(workspace, current.collections, current.environments, started))
        workspaceSource.setState({ workspace, offline: false });
    } catch (thrown) {
      if (!isNotNow(thrown)) toast(callFailure('Error loading workspace', thrown), 'error');
    }
    return;
  }
  // One queue per workspace sends at a time: the stores shown now stop before new ones for the same
  // workspace (another role) read the same edits.
  if (current.workspace?.id === workspace.id) closeStores(current);
  const userId = useSession.getState().user?.id ?? '';
  const readOnly = workspace.role === 'viewer';
  const ports = { toast, pending: pendingEdits(), userId };
  const collections = createWorkspaceCollectionsStore(workspace.id, readOnly, {
    ...ports,
    api: workspaceCollectionsApi,
  });
  const environments = createWorkspaceEnvironmentsStore(workspace.id, readOnly, {
    ...ports,
    api: workspaceEnvironmentsApi,
  });
  let offline = false;
  try {
    if (!(await loadAndFollow(workspace, collections, environments, started))) {
      closeStores({ collections, environments });
      return;
    }
  } catch (thrown) {
    // No server: the copy kept from the last visit, and the edits made since, until it answers.
    offline =
      isNotNow(thrown) &&
      (await Promise.all([collections.getState().load(), environments.getState().load()]).then(
        () => true,
        () => false,
      ));
    if (!offline || started !== activation) {
      closeStores({ collections, environments });
      if (!offline) toast(callFailure('Error loading workspace', thrown), 'error');
      return;
    }
  }
  closeStores(workspaceSource.getState());
  workspaceSource.setState({ workspace, collections, environments, offline });
  collectionsStore.use(collections);
  environmentsStore.use(environments);
}

/** Back to the browser's collections (signed out). */
function showBrowser(): void {
  activation++;
  stopFollowing?.();
  stopFollowing = undefined;
  closeStores(workspaceSource.getState());
  workspaceSource.setState({ workspace: null, collections: null, environments: null, offer: null, offline: false });
  collectionsStore.use(localCollectionsStore);
  environmentsStore.use(localEnvironmentsStore);
}

async function signedIn(userId: string): Promise<void> {
  const started = activation;
  let workspaces: Workspace[];
  try {
    ({ workspaces } = await workspacesApi.list());
  } catch (thrown) {
    // No server: the workspace shown last, from the copy kept; otherwise the sidebar keeps the
    // browser's collections, and the Workspace view says what went wrong.
    const kept = isNotNow(thrown)
      ? await pendingEdits().readSnapshot(currentWorkspaceKey(userId), WorkspaceSchema)
      : undefined;
    if (kept && started === activation) await showWorkspace(kept);
    return;
  }
  const current = workspaces.find((workspace) => workspace.isCurrent);
  if (started !== activation || !current) return;
  void pendingEdits().writeSnapshot(currentWorkspaceKey(userId), current);
  await showWorkspace(current);
  await localCollectionsLoaded();
  const local = localCollectionsStore.getState().collections;
  const personal = workspaces.find((workspace) => workspace.type === 'personal' && workspace.role === 'owner');
  if (local.length > 0 && personal && !offeredTo().includes(userId)) {
    workspaceSource.setState({ offer: { collections: local, personal } });
  }
}

/** The user's answer to the move offer; the browser's collections stay in the browser either way. */
export async function answerMoveOffer(move: boolean): Promise<void> {
  const { offer } = workspaceSource.getState();
  const userId = useSession.getState().user?.id;
  workspaceSource.setState({ offer: null });
  if (!offer || !userId) return;
  storage.set(OFFERED_KEY, [...offeredTo(), userId]);
  if (!move) return;
  try {
    // A large collection goes up in batches; the sidebar of the workspace shown says how far.
    const shown = workspaceSource.getState().collections;
    const moved = await moveCollections(workspaceCollectionsApi, offer.personal.id, offer.collections, (upload) =>
      shown?.setState({ upload }),
    ).finally(() => shown?.setState({ upload: null }));
    toast(`${moved === 1 ? '1 collection' : `${moved} collections`} moved to ${offer.personal.name}`, 'success');
    await workspaceSource.getState().collections?.getState().load();
  } catch (thrown) {
    toast(callFailure('Error moving collections', thrown), 'error');
  }
}

/** Each send from a workspace counts in its Overview: total requests, average time, active users. */
function countSends(): void {
  historyStore.subscribe((state, previous) => {
    const sent = state.items[0];
    const workspace = workspaceSource.getState().workspace;
    // A send adds one newest entry; an import merges older ones and is not a send.
    if (!sent || !workspace || sent === previous.items[0] || previous.items.some((item) => item.id === sent.id)) return;
    if (state.items.length > previous.items.length + 1) return;
    workspacesApi
      .recordSend(workspace.id, {
        method: sent.request.method,
        status: sent.response?.status ?? 0,
        durationMs: Math.max(0, Math.round(sent.response?.duration ?? 0)),
      })
      .catch(() => undefined);
  });
}

if (typeof window !== 'undefined') {
  countSends();
  const follow = (userId: string | undefined) => {
    showBrowser();
    if (userId) void signedIn(userId);
  };
  follow(useSession.getState().user?.id);
  useSession.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id) follow(state.user?.id);
  });
  // The server answers again: what waits is sent now, and a workspace shown from its kept copy is read
  // and followed again.
  useServerReachable.subscribe((state, previous) => {
    if (!state.reachable || previous.reachable) return;
    const { collections, environments, offline } = workspaceSource.getState();
    collections?.getState().resume();
    environments?.getState().resume();
    const userId = useSession.getState().user?.id;
    if (offline && userId) void signedIn(userId);
  });
}

// Sends use the current workspace's certificates and proxy (Settings), which are read as it opens.
sendAsWorkspace(() => workspaceSource.getState().workspace?.id);
workspaceSource.subscribe((state, before) => {
  const id = state.workspace?.id;
  // The settings' store loads with them: only the response panel's warning reads them at once.
  if (id && id !== before.workspace?.id)
    void import('../settings/outboundSettingsStore.js').then(({ loadOutboundSettings }) => loadOutboundSettings(id));
});
