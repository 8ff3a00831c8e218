// A workspace as its members read it: the name they see, their own role, whether it is their current
// one, and how many members, collections, requests and environments it holds.
import type { Workspace, WorkspaceSettings } from '@courier/core';
import type { Db } from '../../db/database.js';
import { ForbiddenError } from '../../errors/serverErrors.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { roleIn } from './access.js';
import { currentWorkspaceIdOf } from './currentWorkspace.js';
import { membersOf } from './members.js';
import { workspaceNameFor } from './personalWorkspace.js';
import * as repo from './repo.js';

export async function workspaceView(
  db: Db,
  live: LiveChannel,
  actorId: string,
  workspace: repo.WorkspaceRow,
  currentId?: string,
): Promise<Workspace> {
  const role = await roleIn(db, actorId, workspace);
  if (!role) throw new ForbiddenError('You are not a member of this workspace');
  return {
    id: workspace.id,
    name: await workspaceNameFor(db, actorId, workspace),
    description: workspace.description,
    type: workspace.type,
    settings: JSON.parse(workspace.settings) as WorkspaceSettings,
    teamId: workspace.team_id,
    ownerId: workspace.owner_id,
    createdAt: workspace.created_at,
    role,
    isCurrent: workspace.id === (currentId ?? (await currentWorkspaceIdOf(db, live, actorId))),
    memberCount: (await membersOf(db, workspace)).length,
    ...(await repo.contentCounts(db, workspace.id)),
  };
}
