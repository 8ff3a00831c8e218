// Workspaces themselves: the ones a user can reach, the current one and switching to another, creating
// one (in a team only as its owner or an admin), and changing a workspace's name, description and
// settings.
import { workspaceEvent } from '@courier/core';
import type { CreateWorkspaceInput, Workspace, WorkspaceSettings } from '@courier/core';
import type { Db } from '../../db/database.js';
import { ForbiddenError } from '../../errors/serverErrors.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { requireAccess } from './access.js';
import { currentWorkspaceIdOf } from './currentWorkspace.js';
import { createWorkspace } from './newWorkspace.js';
import { settleAccount } from './personalWorkspace.js';
import * as repo from './repo.js';
import { workspaceScope } from './workspaceScope.js';
import { workspaceView } from './workspaceView.js';

export interface WorkspaceListService {
  list(actorId: string): Promise<Workspace[]>;
  current(actorId: string): Promise<Workspace>;
  create(actorId: string, input: CreateWorkspaceInput): Promise<Workspace>;
  switchTo(actorId: string, workspaceId: string): Promise<Workspace>;
  update(
    actorId: string,
    workspaceId: string,
    changes: {
      name?: string | undefined;
      description?: string | undefined;
      settings?: Partial<WorkspaceSettings> | undefined;
    },
  ): Promise<Workspace>;
}

export function createWorkspaceListService(db: Db, live: LiveChannel): WorkspaceListService {
  return {
    async list(actorId) {
      await settleAccount(db, live, actorId);
      const currentId = await currentWorkspaceIdOf(db, live, actorId);
      const rows = await repo.workspacesOf(db, actorId);
      return Promise.all(rows.map((row) => workspaceView(db, live, actorId, row, currentId)));
    },

    async current(actorId) {
      await settleAccount(db, live, actorId);
      const currentId = await currentWorkspaceIdOf(db, live, actorId);
      return workspaceView(db, live, actorId, (await repo.findWorkspace(db, currentId))!, currentId);
    },

    async create(actorId, input) {
      await settleAccount(db, live, actorId);
      const row = await live.write(async (trx, record) => {
        if (input.teamId) {
          const membership = await trx
            .selectFrom('team_members')
            .select('role')
            .where('team_id', '=', input.teamId)
            .where('user_id', '=', actorId)
            .executeTakeFirst();
          if (!membership) throw new ForbiddenError('You are not a member of this team');
          if (membership.role === 'member')
            throw new ForbiddenError("Only the team's owner and admins can create its workspaces");
        }
        const created = await createWorkspace(trx, record, actorId, {
          name: input.name,
          description: input.description,
          type: input.teamId ? 'team' : input.type,
          team_id: input.teamId ?? null,
          settings: input.settings,
        });
        // The workspace just made is the one its creator goes on to fill and share: a member added
        // next must join it, not the personal workspace that was current before.
        await repo.setCurrentWorkspace(trx, actorId, created.id);
        return created;
      });
      return workspaceView(db, live, actorId, row, row.id);
    },

    async switchTo(actorId, workspaceId) {
      await settleAccount(db, live, actorId);
      const { workspace } = await requireAccess(db, actorId, workspaceId, 'read');
      await repo.setCurrentWorkspace(db, actorId, workspaceId);
      return workspaceView(db, live, actorId, workspace, workspaceId);
    },

    async update(actorId, workspaceId, changes) {
      const row = await live.write(async (trx, record) => {
        const { workspace } = await requireAccess(trx, actorId, workspaceId, 'manage_settings');
        const settings = { ...(JSON.parse(workspace.settings) as WorkspaceSettings), ...changes.settings };
        const next = {
          name: changes.name ?? workspace.name,
          description: changes.description ?? workspace.description,
          settings: JSON.stringify(settings),
        };
        await trx.updateTable('workspaces').set(next).where('id', '=', workspaceId).execute();
        const updated = { ...workspace, ...next };
        await record({
          scope: workspaceScope(workspaceId),
          actor: actorId,
          ...workspaceEvent('workspace_updated', {
            workspace: { id: workspaceId, name: next.name, description: next.description, settings },
          }),
        });
        return updated;
      });
      return workspaceView(db, live, actorId, row);
    },
  };
}
