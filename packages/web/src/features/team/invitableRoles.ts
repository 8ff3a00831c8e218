// The roles someone may invite others to a team as, by the server's own rule (core's mayGrantRole):
// what the invite dialog's role picker offers, and whether a team takes invitations from them at all.
import { grantableRoles, INVITABLE_TEAM_ROLES, type Team } from '@courier/core';

export type InvitableRole = (typeof INVITABLE_TEAM_ROLES)[number];

export const invitableRoles = (team: Pick<Team, 'role' | 'allowInvites'>): InvitableRole[] =>
  grantableRoles(team.role, INVITABLE_TEAM_ROLES, { membersInvite: team.allowInvites });
