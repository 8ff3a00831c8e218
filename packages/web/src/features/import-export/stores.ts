// The app's stores the dialog reads and fills, gathered once.
import { collectionsStore } from '../collections/useCollections.js';
import { environmentsStore } from '../environments/useEnvironments.js';
import { historyStore } from '../history/useHistory.js';
import { settingsStore } from '../settings/useSettings.js';
import type { ExportSources } from './exportWorkbench.js';

export const workbenchStores: ExportSources = {
  collections: collectionsStore,
  environments: environmentsStore,
  history: historyStore,
  settings: settingsStore,
};
