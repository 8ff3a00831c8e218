// The environments stored in a workspace. A secret variable's value is each member's own: every member
// sees the variable with its value blank, and a writer's secret values are kept for the writer alone.
// Writes carry the version they were based on, as collections' do.
import { randomUUID } from 'node:crypto';
import { workspaceEvent } from '@courier/core';
import type { Environment, StoredEnvironment, Variable } from '@courier/core';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../errors/serverErrors.js';
import type { LiveChannel, RecordEvent } from '../../live/liveChannel.js';
import { requireAccess } from './access.js';
import { stampOf } from './changeStamp.js';
import { clientIdOf } from './clientId.js';
import * as repo from './contentRepo.js';
import { VersionConflictError } from './versionConflict.js';
import { workspaceScope } from './workspaceScope.js';

export interface EnvironmentsService {
  environments(actorId: string, workspaceId: string): Promise<StoredEnvironment[]>;
  createEnvironment(
    actorId: string,
    workspaceId: string,
    environment: Pick<Environment, 'name' | 'variables'> & { id?: string | undefined },
  ): Promise<StoredEnvironment>;
  updateEnvironment(
    actorId: string,
    workspaceId: string,
    id: string,
    baseVersion: number,
    changes: { name?: string | undefined; variables?: Variable[] | undefined },
  ): Promise<StoredEnvironment>;
  deleteEnvironment(actorId: string, workspaceId: string, id: string): Promise<void>;
  /** Inside another write (templates, restore): stores an environment and records its event. */
  insertEnvironment(
    trx: Transaction<Database>,
    record: RecordEvent,
    actorId: string,
    workspaceId: string,
    environment: Pick<Environment, 'name' | 'variables'> & { id?: string | undefined },
  ): Promise<StoredEnvironment>;
}

/** The environment as `userId` reads it: secret variables carry that user's own value or none. */
function environmentView(row: repo.EnvironmentRow, ownSecrets: Map<string, string> | undefined): StoredEnvironment {
  const variables = (JSON.parse(row.variables) as Variable[]).map((variable) => {
    const own = variable.type === 'secret' ? ownSecrets?.get(variable.key) : undefined;
    return own === undefined ? variable : { ...variable, value: JSON.parse(own) as Variable['value'] };
  });
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    version: Number(row.version),
    name: row.name,
    variables,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** Splits variables into what every member sees (secrets blanked) and the writer's own secret values. */
function splitSecrets(variables: Variable[]): { shared: Variable[]; secrets: Array<[string, string]> } {
  const secrets: Array<[string, string]> = [];
  const shared = variables.map((variable) => {
    if (variable.type !== 'secret') return variable;
    secrets.push([variable.key, JSON.stringify(variable.value ?? '')]);
    return { ...variable, value: '' };
  });
  return { shared, secrets };
}

async function insertEnvironment(
  trx: Transaction<Database>,
  record: RecordEvent,
  actorId: string,
  workspaceId: string,
  environment: Pick<Environment, 'name' | 'variables'> & { id?: string | undefined },
) {
  const stamp = stampOf(actorId);
  const { shared, secrets } = splitSecrets(environment.variables);
  const row: repo.EnvironmentRow = {
    id: randomUUID(),
    workspace_id: workspaceId,
    name: environment.name,
    variables: JSON.stringify(shared),
    version: 1,
    updated_at: stamp.at,
    updated_by: actorId,
  };
  await repo.insertEnvironment(trx, row);
  for (const [key, value] of secrets) await repo.keepSecret(trx, row.id, actorId, key, value);
  await record({
    scope: workspaceScope(workspaceId),
    actor: actorId,
    ...workspaceEvent('environment_created', {
      environment: environmentView(row, undefined),
      ...clientIdOf(environment),
    }),
  });
  return environmentView(row, new Map(secrets));
}

export function createEnvironmentsService(db: Db, live: LiveChannel): EnvironmentsService {
  return {
    insertEnvironment,

    async environments(actorId, workspaceId) {
      await requireAccess(db, actorId, workspaceId, 'read');
      const rows = await repo.environmentsOf(db, workspaceId);
      const secrets = await repo.secretsOf(
        db,
        actorId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => environmentView(row, secrets.get(row.id)));
    },

    createEnvironment(actorId, workspaceId, environment) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        return insertEnvironment(trx, record, actorId, workspaceId, environment);
      });
    },

    updateEnvironment(actorId, workspaceId, id, baseVersion, changes) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        const current = await repo.findEnvironment(trx, workspaceId, id);
        if (!current) throw new NotFoundError('Environment not found');
        const { shared, secrets } = splitSecrets(changes.variables ?? (JSON.parse(current.variables) as Variable[]));
        const stamp = stampOf(actorId);
        const next = {
          name: changes.name ?? current.name,
          variables: JSON.stringify(shared),
          updated_at: stamp.at,
          updated_by: actorId,
        };
        if (!(await repo.updateEnvironmentAt(trx, id, baseVersion, next))) {
          const mine = await repo.secretsOf(trx, actorId, [id]);
          throw new VersionConflictError(
            'Someone else changed this environment since you opened it',
            environmentView(current, mine.get(id)),
          );
        }
        // Only values the writer sent replace their own; secrets kept from before stay theirs.
        if (changes.variables) for (const [key, value] of secrets) await repo.keepSecret(trx, id, actorId, key, value);
        const row = { ...current, ...next, version: baseVersion + 1 };
        await record({
          scope: workspaceScope(workspaceId),
          actor: actorId,
          ...workspaceEvent('environment_updated', { environment: environmentView(row, undefined) }),
        });
        return environmentView(row, (await repo.secretsOf(trx, actorId, [id])).get(id));
      });
    },

    deleteEnvironment(actorId, workspaceId, id) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        if (!(await repo.findEnvironment(trx, workspaceId, id))) throw new NotFoundError('Environment not found');
        await repo.deleteEnvironment(trx, id);
        await record({
          scope: workspaceScope(workspaceId),
          actor: actorId,
          ...workspaceEvent('environment_deleted', { environmentId: id }),
        });
      });
    },
  };
}
