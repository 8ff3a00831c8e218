// Where an opened repository keeps its secret values and whether its `.gitignore` ignores that folder:
// what the environment manager's offer to add it reads. Null folder: no repository environments.
import { createStore } from 'zustand/vanilla';
import type { RepositorySecrets } from './repositoryEnvironmentsApi.js';

export const repositorySecrets = createStore<RepositorySecrets | { folder: null; ignored: boolean }>()(() => ({
  folder: null,
  ignored: true,
}));
