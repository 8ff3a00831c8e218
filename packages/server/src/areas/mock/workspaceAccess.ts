// Which workspace's mock configurations a user works with: their current workspace, chosen in the
// Workspace view (or their personal one when none was chosen or the chosen one is out of reach),
// and the role they hold there, which decides whether they may change its configurations.
import type { WorkspaceRole } from '@courier/core';
import type { Executor } from '../../db/executor.js';
import { currentWorkspaceId, findWorkspace, personalWorkspaceOf, roleIn } from '../workspaces/index.js';

export interface WorkspaceMembership {
  id: string;
  name: string;
  role: WorkspaceRole;
}

export interface MockWorkspaces {
  /** The user's current workspace with their role in it; undefined before they have any. */
  current(userId: string): Promise<WorkspaceMembership | undefined>;
  /** The user's role in a workspace now; undefined when they hold none or it does not exist. */
  roleIn(userId: string, workspaceId: string): Promise<WorkspaceRole | undefined>;
}

export function mockWorkspaces(db: Executor): MockWorkspaces {
  async function membership(userId: string, workspaceId: string): Promise<WorkspaceMembership | undefined> {
    const workspace = await findWorkspace(db, workspaceId);
    const role = workspace && (await roleIn(db, userId, workspace));
    return role && { id: workspace.id, name: workspace.name, role };
  }
  return {
    async current(userId) {
      const chosen = await currentWorkspaceId(db, userId);
      const reachable = chosen === undefined ? undefined : await membership(userId, chosen);
      if (reachable) return reachable;
      const personal = await personalWorkspaceOf(db, userId);
      return personal && membership(userId, personal.id);
    },
    async roleIn(userId, workspaceId) {
      return (await membership(userId, workspaceId))?.role;
    },
  };
}
