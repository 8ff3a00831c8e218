// Who may do what in a workspace. A role comes from the owner's row, an explicit membership, or the
// workspace's team (team owners and admins are admins, members are members); the highest one counts.
import { ROLE_PERMISSIONS, type WorkspacePermission, type WorkspaceRole } from '@courier/core';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { Executor } from '../auth/repo.js';
import type { WorkspaceRow } from './repo.js';

const RANK: Record<WorkspaceRole, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };
const FROM_TEAM = { owner: 'admin', admin: 'admin', member: 'member' } as const;

export const highestRole = (roles: WorkspaceRole[]): WorkspaceRole | undefined =>
  roles.sort((a, b) => RANK[b] - RANK[a])[0];

export async function roleIn(
  db: Executor,
  userId: string,
  workspace: WorkspaceRow,
): Promise<WorkspaceRole | undefined> {
  const roles: WorkspaceRole[] = [];
  if (workspace.owner_id === userId) roles.push('owner');
  const direct = await db
    .selectFrom('workspace_members')
    .select('role')
    .where('workspace_id', '=', workspace.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (direct) roles.push(direct.role);
  if (workspace.team_id) {
    const team = await db
      .selectFrom('team_members')
      .select('role')
      .where('team_id', '=', workspace.team_id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (team) roles.push(FROM_TEAM[team.role]);
  }
  return highestRole(roles);
}

export const can = (role: WorkspaceRole, permission: WorkspacePermission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

const REFUSALS: Record<WorkspacePermission, string> = {
  read: 'You are not a member of this workspace',
  write: 'Viewers can open and send requests but not change this workspace',
  manage_members: 'Only the owner and admins can manage members',
  manage_settings: 'Only the owner and admins can change settings',
  delete: 'Only the owner can delete this workspace',
};

/** The workspace and the user's role in it: 404 when it does not exist, 403 when the role falls short. */
export async function requireAccess(
  db: Executor,
  userId: string,
  workspaceId: string,
  permission: WorkspacePermission,
): Promise<{ workspace: WorkspaceRow; role: WorkspaceRole }> {
  const workspace = await db.selectFrom('workspaces').selectAll().where('id', '=', workspaceId).executeTakeFirst();
  if (!workspace) throw new NotFoundError('Workspace not found');
  const role = await roleIn(db, userId, workspace);
  if (!role) throw new ForbiddenError(REFUSALS.read);
  if (!can(role, permission)) throw new ForbiddenError(REFUSALS[permission]);
  return { workspace, role };
}
