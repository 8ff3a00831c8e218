// A member added by an address that has no account yet is an invitee and, as in a team
// (docs/decisions/0031-who-sees-team-history.md), that address is for whoever manages the
// workspace's members, its owner and admins, not for every member: the Members tab lists pending
// members to them alone, the workspace's events (which any member can replay from the start) name a
// pending member without the address, the activity list names one to them alone, and a backup
// downloaded by anyone else leaves invitees out.
import type { WorkspaceMember, WorkspaceRole } from '@courier/core';
import { can } from './access.js';

export const seesPendingMembers = (role: WorkspaceRole): boolean => can(role, 'manage_members');

/** A member as the workspace's events carry them: a pending one without the address, which is also their name. */
export function memberNotice(member: WorkspaceMember): WorkspaceMember | Omit<WorkspaceMember, 'email' | 'name'> {
  if (member.status !== 'pending') return member;
  const { email: _email, name: _name, ...notice } = member;
  return notice;
}
