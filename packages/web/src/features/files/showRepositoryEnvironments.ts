// While a repository is open, its `postman/environments/*.yaml` are the environments the selector and
// the manager show (a repository without any keeps the browser's), read again whenever the files
// change, like its collections.
import { RepositoryChangeSchema } from '@courier/core';
import type { LiveClient } from '../../lib/live/liveClient.js';
import { toast } from '../../ui/toasts.js';
import { createRepositoryEnvironmentsStore } from '../environments/repositoryEnvironmentsStore.js';
import { repositoryEnvironmentsApi } from '../environments/repositoryEnvironmentsApi.js';
import { repositorySecrets } from '../environments/repositorySecrets.js';
import { environmentsStore } from '../environments/useEnvironments.js';
import { callFailure } from '../shared/callFailure.js';

export async function showRepositoryEnvironments(changes: LiveClient, scope: string): Promise<void> {
  let view;
  try {
    view = await repositoryEnvironmentsApi.read();
  } catch (thrown) {
    toast(callFailure('Error reading the environments', thrown), 'error');
    return;
  }
  if (view.environments.length === 0) return;
  const store = createRepositoryEnvironmentsStore({
    api: repositoryEnvironmentsApi,
    initial: view.environments,
    failed: (environment, thrown) => toast(callFailure(`Error saving ${environment.name}`, thrown), 'error'),
    refused: (message) => toast(message, 'error'),
  });
  environmentsStore.use(store);
  repositorySecrets.setState(view.secrets);

  let reading = Promise.resolve();
  const readAgain = () => {
    reading = reading.then(async () => {
      try {
        const now = await repositoryEnvironmentsApi.read();
        store.noteRead(now.environments);
        repositorySecrets.setState(now.secrets);
      } catch (thrown) {
        toast(callFailure('Error reading the environments', thrown), 'error');
      }
    });
  };
  // A change of collections alone leaves the environments as they are; news without a patch (another
  // repository opened) may change anything.
  changes.follow(scope, (event) => {
    const change = RepositoryChangeSchema.safeParse(event.data);
    if (!change.success || change.data.environments) readAgain();
  });
  // Back after the stream was cut (the server restarted, the laptop slept): read what changed meanwhile.
  let connectedBefore = changes.status() === 'live';
  changes.onStatus((status) => {
    if (status !== 'live') return;
    if (connectedBefore) readAgain();
    connectedBefore = true;
  });
}
