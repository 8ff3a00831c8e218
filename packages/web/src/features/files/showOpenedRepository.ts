// When the server was started with `--open <repository>`, the sidebar shows that repository's
// collections instead of the browser's: every edit is written to the files (repositoryKeeper.ts), and
// every change on disk — a `git pull`, a branch switch, an editor, another browser's save — arrives
// as what changed (collectionPatch.ts) and is applied to what is shown, through a stream of the live
// channel's shape (lib/live/liveClient.ts) that the server's files area serves to this machine's
// browser without a sign-in. A change that does not apply, or a stream cut for a while, reads the
// whole repository again.
import { RepositoryChangeSchema, type RepositoryView } from '@courier/core';
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import { API_BASE } from '../../lib/api.js';
import { createLiveClient } from '../../lib/live/liveClient.js';
import { sessionHeaders } from '../../lib/session.js';
import { toast } from '../../ui/toasts.js';
import { teammateChanges } from '../builder/teammateChanges.js';
import { builderStore } from '../builder/useBuilder.js';
import { createCollectionsStore } from '../collections/collectionsStore.js';
import { collectionsStore } from '../collections/useCollections.js';
import { callFailure } from '../shared/callFailure.js';
import { applyCollectionsChange } from './collectionPatch.js';
import { followDisk } from './followDisk.js';
import { openedRepository } from './openedRepository.js';
import { PAGE_ORIGIN, repositoryApi } from './repositoryApi.js';
import { createRepositoryKeeper } from './repositoryKeeper.js';
import { showRepositoryEnvironments } from './showRepositoryEnvironments.js';

/** The one scope the files area's stream numbers its events in (server: areas/files/routes.ts). */
const FILES_SCOPE = 'files:repository';

/** Stops following the repository shown now; set while one is shown. */
let stopFollowing: (() => void) | undefined;

/** Shows the repository the server has open: `known` when the caller has just read it. */
export async function showOpenedRepository(known?: RepositoryView): Promise<void> {
  let view;
  try {
    view = known ?? (await repositoryApi.read());
  } catch (thrown) {
    toast(callFailure('Error opening the repository', thrown), 'error');
    return;
  }
  if (!view) return;
  const keeper = createRepositoryKeeper({
    api: repositoryApi,
    initial: view.collections,
    failed: (collection, thrown) => toast(callFailure(`Error saving ${collection.name}`, thrown), 'error'),
  });
  const store = createCollectionsStore(keeper);
  openedRepository.setState({ root: view.root, problems: view.problems });
  // In front of the workspace's or the browser's collections until it is closed, across a sign-in too.
  collectionsStore.pin(store);

  let reading = Promise.resolve();
  // A read under way when another repository is shown, or this one closed, is no news of this one.
  let stopped = false;
  const readAgain = () => {
    reading = reading.then(async () => {
      try {
        const now = await repositoryApi.read();
        if (stopped) return;
        // Closed from another browser: this one goes back to its own collections too.
        if (!now) {
          stopShowingRepository();
          return;
        }
        keeper.noteRead(now.collections);
        store.setState({ collections: now.collections });
        openedRepository.setState({ root: now.root, problems: now.problems });
        followDisk(now.collections, { builder: builderStore, changes: teammateChanges });
      } catch (thrown) {
        toast(callFailure('Error reading the repository', thrown), 'error');
      }
    });
  };
  const applyChange = (event: LiveEvent) => {
    if (stopped) return;
    const change = RepositoryChangeSchema.safeParse(event.data);
    // News without a patch (another repository opened, or this one closed): everything is read again.
    if (!change.success) return readAgain();
    openedRepository.setState({ problems: change.data.problems });
    // This page's own save: what it shows is that save already, or a later edit not to be undone.
    if (change.data.origin === PAGE_ORIGIN) return;
    try {
      keeper.noteChange(change.data);
      const collections = applyCollectionsChange(store.getState().collections, change.data);
      store.setState({ collections });
      followDisk(collections, { builder: builderStore, changes: teammateChanges });
    } catch {
      // The page and the files went apart (a change missed): everything is read again.
      readAgain();
    }
  };
  const changes = createLiveClient({
    // A hosted server's administrator follows it signed in (docs/decisions/0051-opening-repositories-at-run-time.md).
    open: (path, signal) =>
      fetch(`${API_BASE}/files${path}`, { headers: { Accept: 'text/event-stream', ...sessionHeaders() }, signal }),
    unauthorized: () => undefined,
  });
  // A change waits for a whole read under way, so it applies to what that read brought.
  changes.follow(FILES_SCOPE, (event) => void (reading = reading.then(() => applyChange(event))));
  void showRepositoryEnvironments(changes, FILES_SCOPE);
  // Back after the stream was cut: what changed meanwhile is read at once.
  let connectedBefore = false;
  changes.onStatus((status) => {
    if (status !== 'live') return;
    if (connectedBefore) readAgain();
    connectedBefore = true;
  });
  changes.setActive(true);
  stopFollowing = () => {
    stopped = true;
    changes.setActive(false);
  };
}

/** Back to the collections shown without a repository: the signed-in workspace's, or the browser's own. */
export function stopShowingRepository(): void {
  stopFollowing?.();
  stopFollowing = undefined;
  openedRepository.setState({ root: null, problems: [] });
  collectionsStore.unpin();
}
