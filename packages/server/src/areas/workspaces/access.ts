// Who may do what in a workspace. A role comes from the owner's row, an explicit membership, or the
// workspace's team (team owners and admins are admins, members are members); the highest one counts.
import { ROLE_PERMISSIONS, type WorkspacePermission, type WorkspaceRole } from '@courier/core';
import { ForbiddenError, NotFoundError } from '../../errors/serverErrors.js';
import type { Executor } from '../../db/executor.js';
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

/** The workspace with the user's direct and team roles, in one query: every call and delivery asks. */
async function workspaceWithRoles(db: Executor, userId: string, workspaceId: string) {
  const row = await db
    .selectFrom('workspaces')
    .leftJoin('workspace_members as direct', (join) =>
      join.onRef('direct.workspace_id', '=', 'workspaces.id').on('direct.user_id', '=', userId),
    )
    .leftJoin('team_members as team', (join) =>
      join.onRef('team.team_id', '=', 'workspaces.team_id').on('team.user_id', '=', userId),
    )
    .selectAll('workspaces')
    .select(['direct.role as direct_role', 'team.role as team_role'])
    .where('workspaces.id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { direct_role: direct, team_role: team, ...workspace } = row;
  const roles: WorkspaceRole[] = [];
  if (workspace.owner_id === userId) roles.push('owner');
  if (direct) roles.push(direct);
  if (team) roles.push(FROM_TEAM[team]);
  return { workspace: workspace as WorkspaceRow, role: highestRole(roles) };
}

/** Whether the user holds any role in the workspace now: who may follow its live scope. */
export async function mayFollow(db: Executor, userId: string, workspaceId: string): Promise<boolean> {
  return (await workspaceWithRoles(db, userId, workspaceId))?.role !== undefined;
}

/** The workspace and the user's role in it: 404 when it does not exist, 403 when the role falls short. */
export async function requireAccess(
  db: Executor,
  userId: string,
  workspaceId: string,
  permission: WorkspacePermission,
): Promise<{ workspace: WorkspaceRow; role: WorkspaceRole }> {
  const found = await workspaceWithRoles(db, userId, workspaceId);
  if (!found) throw new NotFoundError('Workspace not found');
  const { workspace, role } = found;
  if (!role) throw new ForbiddenError(REFUSALS.read);
  if (!can(role, permission)) throw new ForbiddenError(REFUSALS[permission]);
  return { workspace, role };
}
