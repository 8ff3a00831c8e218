// The environments and which one is active. Rules about variables live in
// core; this store only keeps the user's environments and persists them.
import {
  createId,
  defaultEnvironments,
  EnvironmentSchema,
  parseModel,
  ValidationError,
  type Environment,
  type Variable,
} from '@courier/core';
import * as z from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { storageKey, type StorageAdapter } from '../../lib/storage.js';
import { listKeepingValid, loadSlice, saveSlice, type VersionedSlice } from '../shared/versionedSlice.js';

export interface EnvironmentsState {
  environments: Environment[];
  activeId: string;
  /** Adds an environment with no variables; throws ValidationError for a blank name. */
  createEnvironment(name: string): Environment;
  /** Deletes an environment; the default one cannot be deleted. */
  deleteEnvironment(id: string): void;
  setActive(id: string): void;
  addVariable(environmentId: string): void;
  updateVariable(environmentId: string, index: number, patch: Partial<Variable>): void;
  removeVariable(environmentId: string, index: number): void;
  /** Environments read from files (Postman environment exports) join the list. */
  addEnvironments(environments: readonly Environment[]): void;
}

const environmentsSlice: VersionedSlice<Environment[]> = {
  key: storageKey('environments'),
  version: 1,
  schema: listKeepingValid(EnvironmentSchema, 'environment').refine((list) => list.length > 0, 'No environment left'),
};
const activeSlice: VersionedSlice<string> = {
  key: storageKey('activeEnvironment'),
  version: 1,
  schema: z.string().min(1),
};

/** The active environment; the default one when the stored id no longer exists. */
export function selectActiveEnvironment(state: Pick<EnvironmentsState, 'environments' | 'activeId'>): Environment {
  const active = state.environments.find((environment) => environment.id === state.activeId);
  const fallback = state.environments.find((environment) => environment.isDefault) ?? state.environments[0];
  // The list is never empty: the default environment cannot be deleted and storage requires one.
  return (active ?? fallback) as Environment;
}

/** The variables the builder resolves and validates placeholders against. */
export function selectActiveVariables(state: Pick<EnvironmentsState, 'environments' | 'activeId'>): Variable[] {
  return selectActiveEnvironment(state).variables;
}

function mapEnvironment(
  environments: readonly Environment[],
  id: string,
  change: (environment: Environment) => Environment,
): Environment[] {
  return environments.map((environment) => (environment.id === id ? change(environment) : environment));
}

export function createEnvironmentsStore(storage: StorageAdapter): StoreApi<EnvironmentsState> {
  const environments = loadSlice(storage, environmentsSlice, defaultEnvironments);
  const storedActive = loadSlice(storage, activeSlice, () => '');
  const store = createStore<EnvironmentsState>()((set, get) => ({
    environments,
    activeId: selectActiveEnvironment({ environments, activeId: storedActive }).id,
    createEnvironment(name) {
      const environment = parseModel(EnvironmentSchema, { id: createId(), name, variables: [] });
      set({ environments: [...get().environments, environment] });
      return environment;
    },
    deleteEnvironment(id) {
      const target = get().environments.find((environment) => environment.id === id);
      if (!target) return;
      if (target.isDefault) throw new ValidationError('The default environment cannot be deleted');
      const remaining = get().environments.filter((environment) => environment.id !== id);
      set({
        environments: remaining,
        activeId: selectActiveEnvironment({ environments: remaining, activeId: get().activeId }).id,
      });
    },
    setActive(id) {
      if (get().environments.some((environment) => environment.id === id)) set({ activeId: id });
    },
    addVariable(environmentId) {
      set({
        environments: mapEnvironment(get().environments, environmentId, (environment) => ({
          ...environment,
          variables: [...environment.variables, { key: '', value: '', enabled: true }],
        })),
      });
    },
    updateVariable(environmentId, index, patch) {
      set({
        environments: mapEnvironment(get().environments, environmentId, (environment) => ({
          ...environment,
          variables: environment.variables.map((variable, i) => (i === index ? { ...variable, ...patch } : variable)),
        })),
      });
    },
    removeVariable(environmentId, index) {
      set({
        environments: mapEnvironment(get().environments, environmentId, (environment) => ({
          ...environment,
          variables: environment.variables.filter((_, i) => i !== index),
        })),
      });
    },
    addEnvironments(added) {
      // Re-importing one's own export must not duplicate what is already here; an environment
      // that differs under a taken id is kept under a fresh id, so neither is lost.
      const byId = new Map(get().environments.map((environment) => [environment.id, environment]));
      const sameAs = (a: Environment, b: Environment) =>
        a.name === b.name && JSON.stringify(a.variables) === JSON.stringify(b.variables);
      const fresh = added.flatMap((environment) => {
        const existing = byId.get(environment.id);
        if (existing && sameAs(existing, environment)) return [];
        return [{ ...environment, id: existing ? createId() : environment.id, isDefault: false }];
      });
      set({ environments: [...get().environments, ...fresh] });
    },
  }));
  saveSlice(store, storage, environmentsSlice, (state) => state.environments);
  saveSlice(store, storage, activeSlice, (state) => state.activeId);
  return store;
}
