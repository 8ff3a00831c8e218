// An opened repository's environments behind the same interface as the browser's: the selector, the
// manager and sending work unchanged. The files are the only copy (docs/decisions/0043, 0052): a
// variable edit is written to the environment's file a moment after typing stops, and what the files
// hold after a change on disk replaces the list. Environments are added and removed as files, in git.
import { ValidationError, type Environment } from '@courier/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { selectActiveEnvironment, type EnvironmentsState } from './environmentsStore.js';
import type { RepositoryEnvironmentsApi } from './repositoryEnvironmentsApi.js';

/** Typing pauses this long before the environment is written to its file. */
const SAVE_DELAY_MS = 600;

const AS_FILES = 'Environments of an opened repository are added and removed as files in postman/environments/';

export interface RepositoryEnvironmentsStore extends StoreApi<EnvironmentsState> {
  /** The environments as the files hold them now; an edit not yet written is kept over its file. */
  noteRead(environments: readonly Environment[]): void;
}

export interface RepositoryEnvironmentsPorts {
  api: Pick<RepositoryEnvironmentsApi, 'save'>;
  initial: readonly Environment[];
  failed(environment: Environment, thrown: unknown): void;
  /** Told why an action the files do not allow here (deleting, importing) did nothing. */
  refused(message: string): void;
}

export function createRepositoryEnvironmentsStore({
  api,
  initial,
  failed,
  refused,
}: RepositoryEnvironmentsPorts): RepositoryEnvironmentsStore {
  const waiting = new Map<string, ReturnType<typeof setTimeout>>();
  const store = createStore<EnvironmentsState>()((set, get) => {
    const change = (id: string, edit: (environment: Environment) => Environment) => {
      set({
        environments: get().environments.map((environment) =>
          environment.id === id ? edit(environment) : environment,
        ),
      });
      clearTimeout(waiting.get(id));
      waiting.set(
        id,
        setTimeout(() => {
          waiting.delete(id);
          const saved = get().environments.find((environment) => environment.id === id);
          if (saved) api.save(saved).catch((thrown: unknown) => failed(saved, thrown));
        }, SAVE_DELAY_MS),
      );
    };
    return {
      environments: [...initial],
      activeId: initial[0]?.id ?? '',
      createEnvironment() {
        throw new ValidationError(AS_FILES);
      },
      deleteEnvironment() {
        refused(AS_FILES);
      },
      addEnvironments() {
        refused(AS_FILES);
      },
      setActive(id) {
        if (get().environments.some((environment) => environment.id === id)) set({ activeId: id });
      },
      addVariable(environmentId) {
        change(environmentId, (environment) => ({
          ...environment,
          variables: [...environment.variables, { key: '', value: '', enabled: true }],
        }));
      },
      updateVariable(environmentId, index, patch) {
        change(environmentId, (environment) => ({
          ...environment,
          variables: environment.variables.map((variable, at) => (at === index ? { ...variable, ...patch } : variable)),
        }));
      },
      removeVariable(environmentId, index) {
        change(environmentId, (environment) => ({
          ...environment,
          variables: environment.variables.filter((_, at) => at !== index),
        }));
      },
    };
  });
  return {
    ...store,
    noteRead(environments) {
      const { environments: shown, activeId } = store.getState();
      const next = environments.map((read) =>
        waiting.has(read.id) ? (shown.find((environment) => environment.id === read.id) ?? read) : read,
      );
      store.setState({ environments: next, activeId: selectActiveEnvironment({ environments: next, activeId }).id });
    },
  };
}
