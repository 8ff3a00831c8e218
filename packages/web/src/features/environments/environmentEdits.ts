// How each change to a workspace's environments waits in the pending-edit queue, and what the
// selector shows while it waits: the environments as the server last gave them with each pending edit
// made on top, in order.
// Why: docs/decisions/0034-offline-edits-queue-and-replay.md
import type { StoredEnvironment, Variable } from '@courier/core';
import type { PendingCallSpec, PendingEdit } from '../../lib/pendingEdits/pendingEdit.js';
import type { workspaceEnvironmentsApi } from './workspaceEnvironmentsApi.js';

type Api = typeof workspaceEnvironmentsApi;
type Args<Name extends keyof Api> = Parameters<Api[Name]>;
type Reply<Name extends keyof Api> = Awaited<ReturnType<Api[Name]>>;

/** The calls that change environments; `list` only reads. */
export const ENVIRONMENT_EDITS = ['create', 'update', 'remove'] as const;

export const environmentEditSpecs: Readonly<Record<(typeof ENVIRONMENT_EDITS)[number], PendingCallSpec>> = {
  create: {
    label: (args) => `New environment "${(args as Args<'create'>)[1].name}"`,
    idempotencyKeyAt: 2,
    created: (args, reply) => {
      const clientId = (args as Args<'create'>)[1].id;
      return clientId ? { clientId, serverId: (reply as Reply<'create'>).data.environment.id } : undefined;
    },
  },
  update: {
    label: () => 'Environment variables',
    target: (args) => `environment:${(args as Args<'update'>)[1]}`,
    baseVersionAt: 2,
    versionOf: (reply) => (reply as Reply<'update'>).data.environment.version,
  },
  remove: { label: () => 'Delete environment', alreadyDone: (status) => status === 404 },
};

export interface PendingEnvironments {
  environments: StoredEnvironment[];
  /** Environments with an edit waiting. */
  pendingIds: Set<string>;
}

/**
 * `arrived` holds the ids this browser gave environments whose server copy is already here (their
 * created event came before the create's reply): such a create is not shown a second time.
 */
export function withPendingEnvironments(
  stored: readonly StoredEnvironment[],
  edits: readonly PendingEdit[],
  arrived: ReadonlySet<string> = new Set(),
): PendingEnvironments {
  const environments = new Map(stored.map((environment) => [environment.id, environment]));
  const pendingIds = new Set<string>();
  for (const edit of edits) {
    if (edit.call === 'create') {
      const [workspaceId, { id, name, variables }] = edit.args as Args<'create'>;
      if (!id || environments.has(id) || arrived.has(id)) continue;
      pendingIds.add(id);
      const at = new Date(edit.seq).toISOString();
      environments.set(id, { id, workspaceId, name, variables, version: 0, updatedAt: at, updatedBy: null });
    } else if (edit.call === 'update') {
      const [, id, , { variables }] = edit.args as [string, string, number, { variables: Variable[] }];
      const environment = environments.get(id);
      if (!environment) continue;
      pendingIds.add(id);
      environments.set(id, { ...environment, variables });
    } else if (edit.call === 'remove') {
      environments.delete(edit.args[1] as string);
    }
  }
  return { environments: [...environments.values()], pendingIds };
}
