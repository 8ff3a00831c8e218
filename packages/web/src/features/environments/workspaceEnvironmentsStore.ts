// The current workspace's environments, stored on the server, behind the same interface as the
// browser's: the selector, the manager and sending work unchanged. Variable edits are sent a moment
// after typing stops, with the version they were based on; the live channel brings everyone's
// changes. Secret values are each member's own: the server never shows one member's to another.
// Every change waits in the pending-edit queue first, so one made while the server cannot be reached
// is shown as pending and sent when it answers again, after a reload too.
import {
  createId,
  EnvironmentSchema,
  parseModel,
  StoredEnvironmentSchema,
  ValidationError,
  workspaceEventData,
  type Environment,
  type StoredEnvironment,
  type Variable,
} from '@courier/core';
import * as z from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '../../lib/api.js';
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import { createPendingEditQueue, EditRefusedError, isNotNow } from '../../lib/pendingEdits/pendingEditQueue.js';
import type { PendingEditStorage } from '../../lib/pendingEdits/pendingEditStorage.js';
import { queuedCalls, sendThrough } from '../../lib/pendingEdits/queuedCalls.js';
import { storage, storageKey } from '../../lib/storage.js';
import type { ToastKind } from '../../ui/toasts.js';
import { VIEWER_READ_ONLY } from '../shared/viewerReadOnly.js';
import { callFailure } from '../shared/callFailure.js';
import { ENVIRONMENT_EDITS, environmentEditSpecs, withPendingEnvironments } from './environmentEdits.js';
import { selectActiveEnvironment, type EnvironmentsState } from './environmentsStore.js';
import type { workspaceEnvironmentsApi } from './workspaceEnvironmentsApi.js';

/** Shown while a workspace has no environment of its own: requests send without variables. */
export const NO_ENVIRONMENT: Environment = {
  id: 'no-environment',
  name: 'No Environment',
  variables: [],
  isDefault: true,
};

/** The kept copy of the environments is written once changes pause this long. */
const SNAPSHOT_DELAY_MS = 1000;

/** Typing pauses this long before the variables are sent. */
export const SAVE_DELAY_MS = 600;

/** Variables saved on a version someone else had replaced: both, to keep one. */
interface EnvironmentConflict {
  environmentId: string;
  name: string;
  mine: Variable[];
  theirs: Variable[];
  theirsVersion: number;
  message: string;
}

export interface WorkspaceEnvironmentsState extends EnvironmentsState {
  conflict: EnvironmentConflict | null;
  /** Environments with an edit the server has not taken yet. */
  pendingIds: ReadonlySet<string>;
  /** How many edits wait for the server. */
  pendingEdits: number;
  /** Loads the environments; while the server cannot be reached, the copy kept from the last load. */
  load(): Promise<void>;
  /** The server answers again: the edits that wait are sent now. */
  resume(): void;
  /** This workspace is no longer shown: nothing more is sent from here (the edits stay kept). */
  close(): void;
  apply(event: LiveEvent): void;
  keepMine(): void;
  keepTheirs(): void;
}

export interface WorkspaceEnvironmentsPorts {
  api: typeof workspaceEnvironmentsApi;
  toast(message: string, kind: ToastKind): void;
  /** Where edits wait and the last copy of the environments is kept (IndexedDB). */
  pending: PendingEditStorage;
  /** Whose edits: each user of this browser has their own queue. */
  userId: string;
}

/** A created event also carries the id the creating browser gave the environment (`clientId`). */

const asEnvironment = (stored: StoredEnvironment): Environment => ({
  id: stored.id,
  name: stored.name,
  variables: stored.variables,
  isDefault: false,
});

export function createWorkspaceEnvironmentsStore(
  workspaceId: string,
  readOnly: boolean,
  { api, toast, pending: kept, userId }: WorkspaceEnvironmentsPorts,
): StoreApi<WorkspaceEnvironmentsState> {
  const stored = new Map<string, StoredEnvironment>();
  const queueName = `${userId}:${workspaceId}:environments`;
  // The queue reports a refusal to the store, which exists by then: edits are sent only once it does.
  let refusedEdit: (error: EditRefusedError, waited: boolean) => void = () => undefined;
  const queue = createPendingEditQueue({
    storage: kept,
    name: queueName,
    specs: environmentEditSpecs,
    send: sendThrough(api, environmentEditSpecs),
    refused: (error, waited) => refusedEdit(error, waited),
  });
  // An edit carries only the environment's id: it is named after what the selector shows now.
  const edits = queuedCalls<typeof api, (typeof ENVIRONMENT_EDITS)[number]>(queue, ENVIRONMENT_EDITS, (call, args) => {
    const name = stored.get(args[1] as string)?.name;
    if (name === undefined || call === 'create') return undefined;
    return call === 'update' ? `Variables of environment "${name}"` : `Delete environment "${name}"`;
  });
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  // Environments made here whose server copy came by event before the create's reply.
  const arrived = new Set<string>();
  // The version an edit started from: a change someone else makes meanwhile must not become its base.
  const editBase = new Map<string, number>();
  let snapshotTimer: ReturnType<typeof setTimeout> | undefined;
  const activeKey = storageKey(`activeEnvironment.${workspaceId}`);

  return createStore<WorkspaceEnvironmentsState>()((set, get) => {
    const publish = () => {
      const { edits: waiting } = queue.state.getState();
      const shownStored = withPendingEnvironments([...stored.values()], waiting, arrived);
      const environments = shownStored.environments.length
        ? shownStored.environments.map(asEnvironment)
        : [NO_ENVIRONMENT];
      // Edits not yet sent stay as typed when someone else's change arrives meanwhile.
      const typed = new Map(get().environments.map((environment) => [environment.id, environment]));
      const shown = environments.map((environment) =>
        pending.has(environment.id) ? (typed.get(environment.id) ?? environment) : environment,
      );
      set({
        environments: shown,
        activeId: selectActiveEnvironment({ environments: shown, activeId: get().activeId }).id,
        pendingIds: shownStored.pendingIds,
        pendingEdits: waiting.length,
      });
      // The server's version is kept for a reload while it cannot be reached.
      clearTimeout(snapshotTimer);
      snapshotTimer = setTimeout(() => void kept.writeSnapshot(queueName, [...stored.values()]), SNAPSHOT_DELAY_MS);
    };
    queue.state.subscribe(publish);

    const writable = () => {
      if (readOnly) throw new ValidationError(VIEWER_READ_ONLY);
    };

    /** A save refused because a teammate saved first: their version is kept, and both are offered. */
    const offerBoth = (environmentId: string, mine: Variable[], theirs: StoredEnvironment, message: string) => {
      stored.set(environmentId, theirs);
      set({
        conflict: {
          environmentId,
          name: theirs.name,
          mine,
          theirs: theirs.variables,
          theirsVersion: theirs.version,
          message,
        },
      });
    };

    async function send(environmentId: string, variables: Variable[], baseVersion: number): Promise<void> {
      try {
        const { data } = await edits.update(workspaceId, environmentId, baseVersion, { variables });
        stored.set(environmentId, data.environment);
      } catch (thrown) {
        const current =
          thrown instanceof ApiError && thrown.status === 409
            ? z.object({ current: StoredEnvironmentSchema }).safeParse(thrown.data)
            : undefined;
        if (!current?.success) {
          // The queue named a refused edit already.
          if (!(thrown instanceof EditRefusedError)) toast(callFailure('Error saving environment', thrown), 'error');
        } else {
          offerBoth(environmentId, variables, current.data.current, thrown instanceof Error ? thrown.message : '');
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

    const reload = () =>
      get()
        .load()
        .catch(() => undefined);
    // The queue named a refused edit already: the server's version is shown again.
    const failed = (prefix: string) => (thrown: unknown) => {
      if (!(thrown instanceof EditRefusedError)) toast(callFailure(prefix, thrown), 'error');
      void reload();
    };

    refusedEdit = (error, waited) => {
      // A stale edit made on this page offers both versions there; after a reload, both are offered too.
      if (error.status === 409 && waited) return;
      const current = z.object({ current: StoredEnvironmentSchema }).safeParse(error.data);
      if (error.status === 409 && error.edit.call === 'update' && current.success) {
        const [, environmentId, , { variables }] = error.edit.args as [
          string,
          string,
          number,
          { variables: Variable[] },
        ];
        offerBoth(environmentId, variables, current.data.current, error.message);
        publish();
        return;
      }
      toast(`Not saved: ${error.edit.label}. ${error.message}`, 'error');
      void reload();
    };

    return {
      conflict: null,
      pendingIds: new Set(),
      pendingEdits: 0,
      environments: [NO_ENVIRONMENT],
      activeId: storage.get(activeKey, z.string(), () => NO_ENVIRONMENT.id),

      async load() {
        let environments: StoredEnvironment[];
        try {
          ({ environments } = await api.list(workspaceId));
        } catch (thrown) {
          const copy = isNotNow(thrown)
            ? await kept.readSnapshot(queueName, z.array(StoredEnvironmentSchema))
            : undefined;
          if (!copy) throw thrown;
          environments = copy;
        }
        stored.clear();
        for (const environment of environments) stored.set(environment.id, environment);
        publish();
      },

      resume: () => queue.retry(),
      close() {
        queue.close();
        clearTimeout(snapshotTimer);
      },

      apply(event) {
        if (event.type === 'environment_created' || event.type === 'environment_updated') {
          const data = workspaceEventData(event.type, event.data);
          if (!data) return;
          const { clientId, environment } = data;
          if (
            clientId &&
            queue.state
              .getState()
              .edits.some((edit) => edit.call === 'create' && (edit.args[1] as { id?: string }).id === clientId)
          ) {
            arrived.add(clientId);
          }
          const known = stored.get(environment.id);
          if (known && known.version > environment.version) return;
          // Secret values arrive empty: each member keeps their own.
          const secrets = new Map(
            (known?.variables ?? [])
              .filter((variable) => variable.type === 'secret')
              .map((variable) => [variable.key, variable.value]),
          );
          stored.set(environment.id, {
            ...environment,
            variables: environment.variables.map((variable) =>
              variable.type === 'secret' && secrets.has(variable.key)
                ? { ...variable, value: secrets.get(variable.key) ?? '' }
                : variable,
            ),
          });
        } else if (event.type === 'environment_deleted') {
          const data = workspaceEventData(event.type, event.data);
          if (!data) return;
          stored.delete(data.environmentId);
        } else {
          return;
        }
        publish();
      },

      createEnvironment(name) {
        writable();
        const environment = parseModel(EnvironmentSchema, { id: createId(), name, variables: [] });
        edits.create(workspaceId, { id: environment.id, name: environment.name, variables: [] }).then(({ data }) => {
          stored.set(data.environment.id, data.environment);
          publish();
        }, failed('Error creating environment'));
        return environment;
      },

      deleteEnvironment(id) {
        writable();
        if (id === NO_ENVIRONMENT.id) throw new ValidationError('The default environment cannot be deleted');
        edits.remove(workspaceId, id).catch(failed('Error deleting environment'));
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
          edits.create(workspaceId, { name: environment.name, variables: environment.variables }).then(({ data }) => {
            stored.set(data.environment.id, data.environment);
            publish();
          }, failed('Error adding environment'));
        }
      },
    };
  });
}
