// Every user's personal workspace: made the first time the account needs one, kept to its owner alone,
// and named after its owner wherever someone else still reaches one.
import { randomUUID } from 'node:crypto';
import { WorkspaceSettingsSchema } from '@courier/core';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { findUserById } from '../auth/index.js';
import { accountOf, ownerMembership } from './newWorkspace.js';
import * as repo from './repo.js';

/** Why nobody can be added to a personal workspace: it holds its owner's own work, private by design. */
export const PERSONAL_WORKSPACE_HAS_ONE_MEMBER =
  'A personal workspace has one member, its owner: create a workspace to share work with others';

/**
 * What registration would have done for accounts made before workspaces existed or by another
 * path: a personal workspace, and the memberships someone added by this e-mail meanwhile.
 */
export async function settleAccount(db: Db, live: LiveChannel, userId: string): Promise<void> {
  const user = await accountOf(db, userId);
  if (!(await repo.personalWorkspaceOf(db, userId))) {
    await live.write(async (trx) => {
      const id = randomUUID();
      await repo.insertWorkspace(trx, {
        id,
        name: 'Personal Workspace',
        description: 'Your own requests and environments',
        type: 'personal',
        settings: JSON.stringify(WorkspaceSettingsSchema.parse({})),
        team_id: null,
        owner_id: userId,
        personal_of: userId,
        created_at: new Date().toISOString(),
        last_auto_backup_at: null,
      });
      const created = await repo.personalWorkspaceOf(trx, userId);
      if (created?.id === id) await ownerMembership(trx, id, userId, user.email);
    });
  }
  await repo.claimPendingMemberships(db, userId, user.email);
}

/**
 * Every personal workspace is called 'Personal Workspace'; another user's (reachable only through
 * a membership added before personal workspaces were kept to their owner) is named by its owner,
 * so nobody lists two of them under one name and mistakes whose is whose.
 */
export async function workspaceNameFor(
  executor: Executor,
  actorId: string,
  workspace: repo.WorkspaceRow,
): Promise<string> {
  if (workspace.personal_of === null || workspace.personal_of === actorId) return workspace.name;
  const owner = await findUserById(executor, workspace.personal_of);
  return `${owner?.name || owner?.username || 'Another user'}'s ${workspace.name}`;
}
