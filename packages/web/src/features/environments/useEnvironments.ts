// The app's environments store, bound to browser storage, and the hooks components read it with.
import type { Environment, Variable } from '@courier/core';
import { useStore } from 'zustand';
import { storage } from '../../lib/storage.js';
import {
  createEnvironmentsStore,
  selectActiveEnvironment,
  selectActiveVariables,
  type EnvironmentsState,
} from './environmentsStore.js';

export const environmentsStore = createEnvironmentsStore(storage);

export function useEnvironments<T>(selector: (state: EnvironmentsState) => T): T {
  return useStore(environmentsStore, selector);
}

export function useActiveEnvironment(): Environment {
  return useStore(environmentsStore, selectActiveEnvironment);
}

/** The active environment's variables, for resolving and validating `{{placeholders}}`. */
export function useActiveVariables(): Variable[] {
  return useStore(environmentsStore, selectActiveVariables);
}
