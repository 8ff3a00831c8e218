// The checks' view of the running app: the stores the Builder, Environments, Collections and
// Runner keep in this browser, and the server's answers for what lives there (mock
// configurations, WebSocket connections, themes, recorded responses) — the user's own, as every
// call acts as the session's user.
import { analysisApi } from '../../analysis/analysisApi.js';
import { collectionsStore } from '../../collections/useCollections.js';
import { environmentsStore } from '../../environments/useEnvironments.js';
import { historyStore } from '../../history/useHistory.js';
import { mockApi } from '../../mock/mockApi.js';
import { runnerStore } from '../../runner/useRunner.js';
import { themesApi } from '../../themes/themesApi.js';
import { websocketApi } from '../../websocket/websocketApi.js';
import type { AppState } from './appState.js';

export const liveAppState: AppState = {
  lastResponseStatus: () => historyStore.getState().items[0]?.response?.status,
  environmentNames: () => environmentsStore.getState().environments.map((environment) => environment.name),
  collections: () => collectionsStore.getState().collections,
  runFinished: () => runnerStore.getState().run?.status === 'completed',
  websocketStatuses: async () => (await websocketApi.list()).map((connection) => connection.status),
  activeTheme: () => themesApi.active(),
  mockRouteCounts: async () => (await mockApi.list()).data.map((config) => config.routes.length),
  cachedResponseCount: async () => (await analysisApi.cache({ limit: 1 })).total,
};
