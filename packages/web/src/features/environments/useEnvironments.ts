// The app's environments: those of browser storage, or while signed in those of the current
// workspace (features/workspace/workspaceSource.ts puts them behind the same store), and the hooks
// components read them with.
import type { Variable } from '@courier/core';
import { useStore } from 'zustand';
import { storage } from '../../lib/storage.js';
import { createSwitchingStore } from '../shared/switchingStore.js';
import { createEnvironmentsStore, selectActiveVariables, type EnvironmentsState } from './environmentsStore.js';

/** The browser's own environments, kept whatever is shown. */
export const localEnvironmentsStore = createEnvironmentsStore(storage);

export const environmentsStore = createSwitchingStore(localEnvironmentsStore);

export function useEnvironments<T>(selector: (state: EnvironmentsState) => T): T {
  return useStore(environmentsStore, selector);
}

/** The active environment's variables, for resolving and validating `{{placeholders}}`. */
export function useActiveVariables(): Variable[] {
  return useStore(environmentsStore, selectActiveVariables);
}
