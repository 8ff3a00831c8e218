// Who belongs to a workspace and with which role: explicit members (the owner's row among them, and
// pending ones added by an address with no account yet) and, in a team workspace, the team's members.
// Nobody grants a role above their own, and a personal workspace keeps its owner alone.
import { randomUUID } from 'node:crypto';
import {
  mayGrantRole,
  roleGrantRefusal,
  ROLE_PERMISSIONS,
  type WorkspaceMember,
  type WorkspaceRole,
  userEvent,
  workspaceEvent,
} from '@courier/core';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { ConflictError, ForbiddenError, NotFoundError, RoleNotGrantableError } from '../../errors/serverErrors.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { scopeOf } from '../../live/scopes.js';
import { canonicalEmail } from '../auth/index.js';
import { highestRole, requireAccess } from './access.js';
import { memberNotice, seesPendingMembers } from './pendingMembers.js';
import { PERSONAL_WORKSPACE_HAS_ONE_MEMBER } from './personalWorkspace.js';
import * as repo from './repo.js';
import { workspaceScope } from './workspaceScope.js';

export interface WorkspaceMembersService {
  members(actorId: string, workspaceId: string): Promise<WorkspaceMember[]>;
  addMember(
    actorId: string,
    workspaceId: string,
    email: string,
    role: Exclude<WorkspaceRole, 'owner'>,
  ): Promise<WorkspaceMember>;
  removeMember(actorId: string, workspaceId: string, memberId: string): Promise<WorkspaceMember>;
}

/** Everyone with a role in the workspace: a team member who is also a direct one counts once, at the higher role. */
export async function membersOf(db: Executor, workspace: repo.WorkspaceRow): Promise<WorkspaceMember[]> {
  const direct = await repo.directMembers(db, workspace.id);
  const members: WorkspaceMember[] = direct.map((row) => ({
    id: row.id,
    userId: row.user_id ?? '',
    name: row.name ?? row.email,
    email: row.email,
    role: row.role,
    status: row.user_id ? 'active' : 'pending',
    permissions: ROLE_PERMISSIONS[row.role],
    source: 'direct',
  }));
  if (workspace.team_id) {
    for (const row of await repo.teamMembers(db, workspace.team_id)) {
      const role: WorkspaceRole = row.role === 'member' ? 'member' : 'admin';
      const existing = members.find((member) => member.userId === row.user_id);
      if (existing) {
        existing.role = highestRole([existing.role, role])!;
        existing.permissions = ROLE_PERMISSIONS[existing.role];
      } else {
        members.push({
          id: `team:${row.user_id}`,
          userId: row.user_id,
          name: row.name,
          email: row.email,
          role,
          status: 'active',
          permissions: ROLE_PERMISSIONS[role],
          source: 'team',
        });
      }
    }
  }
  return members;
}

export function createWorkspaceMembersService(db: Db, live: LiveChannel): WorkspaceMembersService {
  return {
    async members(actorId, workspaceId) {
      const { workspace, role } = await requireAccess(db, actorId, workspaceId, 'read');
      const members = await membersOf(db, workspace);
      return seesPendingMembers(role) ? members : members.filter((member) => member.status !== 'pending');
    },

    async addMember(actorId, workspaceId, email, role) {
      const address = canonicalEmail(email);
      return live.write(async (trx, record) => {
        const { workspace, role: actorRole } = await requireAccess(trx, actorId, workspaceId, 'manage_members');
        if (workspace.personal_of !== null) throw new ConflictError(PERSONAL_WORKSPACE_HAS_ONE_MEMBER);
        if (!mayGrantRole(actorRole, role)) throw new RoleNotGrantableError(roleGrantRefusal(role));
        if ((await repo.directMembers(trx, workspaceId)).some((member) => member.email === address)) {
          throw new ConflictError(`${address} is already a member of this workspace`);
        }
        const user = await trx.selectFrom('users').select('id').where('email', '=', address).executeTakeFirst();
        const id = randomUUID();
        await repo.insertMember(trx, {
          id,
          workspace_id: workspaceId,
          user_id: user?.id ?? null,
          email: address,
          role,
          created_at: new Date().toISOString(),
        });
        const member = (await membersOf(trx, workspace)).find((candidate) => candidate.id === id)!;
        await record({
          scope: workspaceScope(workspaceId),
          actor: actorId,
          ...workspaceEvent('member_added', { member: memberNotice(member) }),
        });
        if (user)
          await record({
            scope: scopeOf('user', user.id),
            actor: actorId,
            ...userEvent('workspace_added', { workspaceId }),
          });
        return member;
      });
    },

    async removeMember(actorId, workspaceId, memberId) {
      return live.write(async (trx, record) => {
        const { workspace } = await requireAccess(trx, actorId, workspaceId, 'manage_members');
        const member = (await membersOf(trx, workspace)).find((candidate) => candidate.id === memberId);
        if (!member) throw new NotFoundError('Member not found');
        if (member.source === 'team')
          throw new ConflictError("This person's access comes from the workspace's team; remove them there");
        if (member.role === 'owner') throw new ForbiddenError("The workspace's owner cannot be removed");
        await repo.deleteMember(trx, memberId);
        await record({
          scope: workspaceScope(workspaceId),
          actor: actorId,
          ...workspaceEvent('member_removed', { member: memberNotice(member) }),
        });
        return member;
      });
    },
  };
}
