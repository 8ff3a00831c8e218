// Making a workspace: its row and its owner's membership, written together, whether it is created from
// the Workspaces view, restored from a backup file or made as an account's personal workspace.
import { randomUUID } from 'node:crypto';
import { workspaceEvent, type WorkspaceSettings } from '@courier/core';
import type { Transaction } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../errors/serverErrors.js';
import type { RecordEvent } from '../../live/liveChannel.js';
import { findUserById } from '../auth/index.js';
import * as repo from './repo.js';
import { workspaceScope } from './workspaceScope.js';

/** The acting user's account: its e-mail is what the owner's membership row carries. */
export async function accountOf(executor: Executor, userId: string) {
  const user = await findUserById(executor, userId);
  if (!user) throw new NotFoundError('User not found');
  return user;
}

export async function ownerMembership(trx: Executor, workspaceId: string, userId: string, email: string) {
  await repo.insertMember(trx, {
    id: randomUUID(),
    workspace_id: workspaceId,
    user_id: userId,
    email,
    role: 'owner',
    created_at: new Date().toISOString(),
  });
}

/** A workspace the actor owns (never a personal one: settleAccount makes those), announced by its first event. */
export async function createWorkspace(
  trx: Transaction<Database>,
  record: RecordEvent,
  actorId: string,
  input: Pick<repo.WorkspaceRow, 'name' | 'description' | 'type' | 'team_id'> & { settings: WorkspaceSettings },
): Promise<repo.WorkspaceRow> {
  const user = await accountOf(trx, actorId);
  const row: repo.WorkspaceRow = {
    id: randomUUID(),
    ...input,
    settings: JSON.stringify(input.settings),
    owner_id: actorId,
    personal_of: null,
    created_at: new Date().toISOString(),
    last_auto_backup_at: null,
  };
  await repo.insertWorkspace(trx, row);
  await ownerMembership(trx, row.id, actorId, user.email);
  await record({
    scope: workspaceScope(row.id),
    actor: actorId,
    ...workspaceEvent('workspace_created', { name: row.name }),
  });
  return row;
}
