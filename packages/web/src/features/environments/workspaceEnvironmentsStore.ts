// The current workspace's environments, stored on the server, behind the same interface as the
// browser's: the selector, the manager and sending work unchanged. Variable edits are sent a moment
// after typing stops, with the version they were based on; the live channel brings everyone's
// changes. Secret values are each member's own: the server never shows one member's to another.
import {
  createId,
  EnvironmentSchema,
  parseModel,
  StoredEnvironmentSchema,
  ValidationError,
  type Environment,
  type StoredEnvironment,
  type Variable,
} from '@courier/core';
import * as z from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '../../lib/api.js';
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import { storage, storageKey } from '../../lib/storage.js';
import type { ToastKind } from '../../ui/toasts.js';
import { VIEWER_READ_ONLY } from '../collections/workspaceCollectionsStore.js';
import { callFailure } from '../shared/callFailure.js';
import { selectActiveEnvironment, type EnvironmentsState } from './environmentsStore.js';
import type { workspaceEnvironmentsApi } from './workspaceEnvironmentsApi.js';

/** Shown while a workspace has no environment of its own: requests send without variables. */
export const NO_ENVIRONMENT: Environment = {
  id: 'no-environment',
  name: 'No Environment',
  variables: [],
  isDefault: true,
};

/** Typing pauses this long before the variables are sent. */
export const SAVE_DELAY_MS = 600;

/** Variables saved on a version someone else had replaced: both, to keep one. */
export interface EnvironmentConflict {
  environmentId: string;
  name: string;
  mine: Variable[];
  theirs: Variable[];
  theirsVersion: number;
  message: string;
}

export interface WorkspaceEnvironmentsState extends EnvironmentsState {
  conflict: EnvironmentConflict | null;
  load(): Promise<void>;
  apply(event: LiveEvent): void;
  keepMine(): void;
  keepTheirs(): void;
}

export interface WorkspaceEnvironmentsPorts {
  api: typeof workspaceEnvironmentsApi;
  toast(message: string, kind: ToastKind): void;
}

const Changed = z.object({ environment: StoredEnvironmentSchema });
const Gone = z.object({ environmentId: z.string() });

const asEnvironment = (stored: StoredEnvironment): Environment => ({
  id: stored.id,
  name: stored.name,
  variables: stored.variables,
  isDefault: false,
});

export function createWorkspaceEnvironmentsStore(
  workspaceId: string,
  readOnly: boolean,
  { api, toast }: WorkspaceEnvironmentsPorts,
): StoreApi<WorkspaceEnvironmentsState> {
  const stored = new Map<string, StoredEnvironment>();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  // The version an edit started from: a change someone else makes meanwhile must not become its base.
  const editBase = new Map<string, number>();
  const activeKey = storageKey(`activeEnvironment.${workspaceId}`);

  return createStore<WorkspaceEnvironmentsState>()((set, get) => {
    const publish = () => {
      const environments = stored.size ? [...stored.values()].map(asEnvironment) : [NO_ENVIRONMENT];
      // Edits not yet sent stay as typed when someone else's change arrives meanwhile.
      const typed = new Map(get().environments.map((environment) => [environment.id, environment]));
      const shown = environments.map((environment) =>
        pending.has(environment.id) ? (typed.get(environment.id) ?? environment) : environment,
      );
      set({
        environments: shown,
        activeId: selectActiveEnvironment({ environments: shown, activeId: get().activeId }).id,
      });
    };

    const writable = () => {
      if (readOnly) throw new ValidationError(VIEWER_READ_ONLY);
    };

    async function send(environmentId: string, variables: Variable[], baseVersion: number): Promise<void> {
      try {
        const { data } = await api.update(workspaceId, environmentId, baseVersion, { variables });
        stored.set(environmentId, data.environment);
      } catch (thrown) {
        const current =
          thrown instanceof ApiError && thrown.status === 409
            ? z.object({ current: StoredEnvironmentSchema }).safeParse(thrown.data)
            : undefined;
        if (!current?.success) {
          toast(callFailure('Error saving environment', thrown), 'error');
        } else {
          stored.set(environmentId, current.data.current);
          set({
            conflict: {
              environmentId,
              name: current.data.current.name,
              mine: variables,
              theirs: current.data.current.variables,
              theirsVersion: current.data.current.version,
              message: thrown instanceof Error ? thrown.message : '',
            },
          });
        }
      }
      publish();
    }

    /** Sends an environment's variables once typing stops, based on the version last read. */
    const saveSoon = (environmentId: string) => {
      clearTimeout(pending.get(environmentId));
      pending.set(
        environmentId,
        setTimeout(() => {
          pending.delete(environmentId);
          const baseVersion = editBase.get(environmentId);
          editBase.delete(environmentId);
          const mine = get().environments.find((environment) => environment.id === environmentId);
          if (baseVersion !== undefined && mine) void send(environmentId, mine.variables, baseVersion);
        }, SAVE_DELAY_MS),
      );
    };

    const editVariables = (environmentId: string, change: (variables: Variable[]) => Variable[]) => {
      writable();
      const base = stored.get(environmentId);
      if (!base) return;
      if (!editBase.has(environmentId)) editBase.set(environmentId, base.version);
      set({
        environments: get().environments.map((environment) =>
          environment.id === environmentId ? { ...environment, variables: change(environment.variables) } : environment,
        ),
      });
      saveSoon(environmentId);
    };

    const failed = (prefix: string) => (thrown: unknown) => toast(callFailure(prefix, thrown), 'error');

    return {
      conflict: null,
      environments: [NO_ENVIRONMENT],
      activeId: storage.get(activeKey, z.string(), () => NO_ENVIRONMENT.id),

      async load() {
        const { environments } = await api.list(workspaceId);
        stored.clear();
        for (const environment of environments) stored.set(environment.id, environment);
        publish();
      },

      apply(event) {
        if (event.type === 'environment_created' || event.type === 'environment_updated') {
          const parsed = Changed.safeParse(event.data);
          if (!parsed.success) return;
          const known = stored.get(parsed.data.environment.id);
          if (known && known.version > parsed.data.environment.version) return;
          // Secret values arrive empty: each member keeps their own.
          const secrets = new Map(
            (known?.variables ?? [])
              .filter((variable) => variable.type === 'secret')
              .map((variable) => [variable.key, variable.value]),
          );
          stored.set(parsed.data.environment.id, {
            ...parsed.data.environment,
            variables: parsed.data.environment.variables.map((variable) =>
              variable.type === 'secret' && secrets.has(variable.key)
                ? { ...variable, value: secrets.get(variable.key) ?? '' }
                : variable,
            ),
          });
        } else if (event.type === 'environment_deleted') {
          const parsed = Gone.safeParse(event.data);
          if (!parsed.success) return;
          stored.delete(parsed.data.environmentId);
        } else {
          return;
        }
        publish();
      },

      createEnvironment(name) {
        writable();
        const environment = parseModel(EnvironmentSchema, { id: createId(), name, variables: [] });
        api.create(workspaceId, { name: environment.name, variables: [] }).then(({ data }) => {
          stored.set(data.environment.id, data.environment);
          publish();
        }, failed('Error creating environment'));
        return environment;
      },

      deleteEnvironment(id) {
        writable();
        if (id === NO_ENVIRONMENT.id) throw new ValidationError('The default environment cannot be deleted');
        api.remove(workspaceId, id).catch(failed('Error deleting environment'));
      },

      setActive(id) {
        if (!get().environments.some((environment) => environment.id === id)) return;
        storage.set(activeKey, id);
        set({ activeId: id });
      },

      addVariable(environmentId) {
        editVariables(environmentId, (variables) => [...variables, { key: '', value: '', enabled: true }]);
      },
      updateVariable(environmentId, index, patch) {
        editVariables(environmentId, (variables) =>
          variables.map((variable, i) => (i === index ? { ...variable, ...patch } : variable)),
        );
      },
      removeVariable(environmentId, index) {
        editVariables(environmentId, (variables) => variables.filter((_, i) => i !== index));
      },

      keepMine() {
        const conflict = get().conflict;
        set({ conflict: null });
        if (conflict) void send(conflict.environmentId, conflict.mine, conflict.theirsVersion);
      },
      keepTheirs() {
        set({ conflict: null });
      },

      addEnvironments(added) {
        writable();
        for (const environment of added) {
          api.create(workspaceId, { name: environment.name, variables: environment.variables }).then(({ data }) => {
            stored.set(data.environment.id, data.environment);
            publish();
          }, failed('Error adding environment'));
        }
      },
    };
  });
}
