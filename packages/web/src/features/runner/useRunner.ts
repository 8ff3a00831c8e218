// The app's runner store: core's Runner with the browser's ports (the proxy transport, the Worker
// script host, the OAuth manager's tokens, the environment's cookie jar), reading the collections and environments stores.
import { Runner } from '@courier/core';
import { useStore } from 'zustand';
import { scriptHost } from '../../lib/scriptHost.js';
import { transportWith } from '../../lib/transport.js';
import { toast } from '../../ui/toasts.js';
import { collectionsStore } from '../collections/useCollections.js';
import { cookiesAt, placeOf } from '../cookies/activeCookies.js';
import { selectActiveEnvironment } from '../environments/environmentsStore.js';
import { environmentsStore } from '../environments/useEnvironments.js';
import { oauthFlows } from '../oauth/useOAuth.js';
import { createRunnerStore, type RunnerState } from './runnerStore.js';
import { runRecordingHeaders } from './runRecordingHeaders.js';

/** Performance Mode repaints at most this often (the tab must not slow down). */
const PERFORMANCE_FLUSH_MS = 250;

function environmentOf(id: string | undefined) {
  const state = environmentsStore.getState();
  return state.environments.find((environment) => environment.id === id) ?? selectActiveEnvironment(state);
}

// Read at each send: the run's own environment and collection, as its form chose them.
const runTransport = transportWith(() => {
  const { form } = runnerStore.getState();
  const collection = collectionsStore.getState().collections.find((item) => item.id === form.collectionId);
  return runRecordingHeaders(environmentOf(form.environmentId), collection);
});

// A run keeps its environment's cookies, the same jar single sends in that environment use.
const runCookies = cookiesAt(() => placeOf(environmentOf(runnerStore.getState().form.environmentId)), runTransport);

export const runnerStore = createRunnerStore({
  runner: new Runner({ ...runCookies, scripts: scriptHost, oauth: oauthFlows }),
  collections: () => collectionsStore.getState().collections,
  environment: environmentOf,
  alert: (message) => toast(message, 'error'),
  schedule(flush, performanceMode) {
    if (performanceMode) setTimeout(flush, PERFORMANCE_FLUSH_MS);
    else requestAnimationFrame(flush);
  },
});

export function useRunner<T>(selector: (state: RunnerState) => T): T {
  return useStore(runnerStore, selector);
}
