// When the server was started with `--open <repository>`, the sidebar shows that repository's
// collections instead of the browser's: every edit is written to the files (repositoryKeeper.ts), and
// every change on disk — a `git pull`, a branch switch, an editor, another browser's save — arrives
// as what changed (collectionPatch.ts) and is applied to what is shown, through a stream of the live
// channel's shape (lib/live/liveClient.ts) that the server's files area serves to this machine's
// browser without a sign-in. A change that does not apply, or a stream cut for a while, reads the
// whole repository again.
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import { API_BASE } from '../../lib/api.js';
import { createLiveClient } from '../../lib/live/liveClient.js';
import { toast } from '../../ui/toasts.js';
import { createCollectionsStore } from '../collections/collectionsStore.js';
import { collectionsStore } from '../collections/useCollections.js';
import { callFailure } from '../shared/callFailure.js';
import { applyCollectionsChange } from './collectionPatch.js';
import { openedRepository } from './openedRepository.js';
import { PAGE_ORIGIN, repositoryApi, RepositoryChangeSchema } from './repositoryApi.js';
import { createRepositoryKeeper } from './repositoryKeeper.js';

/** The one scope the files area's stream numbers its events in (server: areas/files/routes.ts). */
const FILES_SCOPE = 'files:repository';

export async function showOpenedRepository(): Promise<void> {
  let view;
  try {
    view = await repositoryApi.read();
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
  collectionsStore.use(store);

  let reading = Promise.resolve();
  const readAgain = () => {
    reading = reading.then(async () => {
      try {
        const now = await repositoryApi.read();
        if (!now) return;
        keeper.noteRead(now.collections);
        store.setState({ collections: now.collections });
        openedRepository.setState({ problems: now.problems });
      } catch (thrown) {
        toast(callFailure('Error reading the repository', thrown), 'error');
      }
    });
  };
  const applyChange = (event: LiveEvent) => {
    const change = RepositoryChangeSchema.safeParse(event.data);
    if (!change.success) return readAgain();
    openedRepository.setState({ problems: change.data.problems });
    // This page's own save: what it shows is that save already, or a later edit not to be undone.
    if (change.data.origin === PAGE_ORIGIN) return;
    try {
      keeper.noteChange(change.data);
      store.setState({ collections: applyCollectionsChange(store.getState().collections, change.data) });
    } catch {
      // The page and the files went apart (a change missed): everything is read again.
      readAgain();
    }
  };
  const changes = createLiveClient({
    open: (path, signal) => fetch(`${API_BASE}/files${path}`, { headers: { Accept: 'text/event-stream' }, signal }),
    unauthorized: () => undefined,
  });
  // A change waits for a whole read under way, so it applies to what that read brought.
  changes.follow(FILES_SCOPE, (event) => void (reading = reading.then(() => applyChange(event))));
  // Back after the stream was cut: what changed meanwhile is read at once.
  let connectedBefore = false;
  changes.onStatus((status) => {
    if (status !== 'live') return;
    if (connectedBefore) readAgain();
    connectedBefore = true;
  });
  changes.setActive(true);
}
