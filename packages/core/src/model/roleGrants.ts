// Who may give whom which role, in a team and in a workspace alike: the one rule every path that
// grants a role asks (an invitation sent, an invitation accepted, a member added), and what the web
// app's role pickers offer. Nobody grants a role above their own: the owner grants admin and below,
// an admin grants member and viewer, and nobody is ever given the owner role.
import type { TeamRole } from './teams.js';
import type { WorkspaceRole } from './workspaces.js';

/** Every role of a team or a workspace (a team has no viewers). */
export type GrantingRole = TeamRole | WorkspaceRole;

const GRANTS: Record<GrantingRole, readonly GrantingRole[]> = {
  owner: ['admin', 'member', 'viewer'],
  admin: ['member', 'viewer'],
  member: [],
  viewer: [],
};

export interface RoleGrantOptions {
  /**
   * A team whose allowInvites is on lets its members invite members too: never admins, so a member
   * cannot make anyone more than they are.
   */
  membersInvite?: boolean;
}

/** Whether someone holding `granter` may give someone else `granted`. */
export function mayGrantRole(
  granter: GrantingRole,
  granted: GrantingRole,
  { membersInvite = false }: RoleGrantOptions = {},
): boolean {
  if (GRANTS[granter].includes(granted)) return true;
  return membersInvite && granter === 'member' && granted === 'member';
}

/** The roles of `offered` that `granter` may give: what a role picker shows. */
export function grantableRoles<Role extends GrantingRole>(
  granter: GrantingRole,
  offered: readonly Role[],
  options: RoleGrantOptions = {},
): Role[] {
  return offered.filter((role) => mayGrantRole(granter, role, options));
}

/** Why a role cannot be granted, as the person refused reads it. */
export function roleGrantRefusal(granted: GrantingRole): string {
  if (granted === 'owner') return 'Nobody can be given the owner role';
  if (granted === 'admin') return 'Only the owner can grant the admin role';
  return `Only the owner and admins can grant the ${granted} role`;
}
