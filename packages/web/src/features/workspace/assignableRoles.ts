// The roles someone may add members to a workspace as, by the server's own rule (core's
// mayGrantRole): what the Add Team Member dialog's role picker offers.
import { ASSIGNABLE_WORKSPACE_ROLES, grantableRoles, type WorkspaceRole } from '@courier/core';

export type AssignableRole = (typeof ASSIGNABLE_WORKSPACE_ROLES)[number];

export const assignableRoles = (role: WorkspaceRole): AssignableRole[] =>
  grantableRoles(role, ASSIGNABLE_WORKSPACE_ROLES);
