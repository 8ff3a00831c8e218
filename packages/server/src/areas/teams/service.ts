// The teams area's rules, enforced here whatever the web app shows: every call acts as the signed-in
// user; nobody grants a role above their own (core's mayGrantRole), when inviting and again when the
// invitation is accepted; only the owner removes members and never the owner; only the invited address
// answers an invitation, once, before it expires, and only the owner, admins and its sender read that
// address (docs/decisions/0031-who-sees-team-history.md). Every change is written with its events
// through the live channel.
import { randomUUID } from 'node:crypto';
import {
  INVITATION_LIFETIME_DAYS,
  mayGrantRole,
  roleGrantRefusal,
  teamEvent,
  userEvent,
  type CreateTeamInput,
  type Invitation,
  type InviteMemberInput,
  type Team,
  type TeamActivity,
  type TeamMember,
  type TeamRole,
} from '@courier/core';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { ConflictError, ForbiddenError, NotFoundError, RoleNotGrantableError } from '../../errors/serverErrors.js';
import { latestEvents } from '../../live/eventLog.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { scopeOf } from '../../live/scopes.js';
import { canonicalEmail, findUserById } from '../auth/index.js';
import { activityAsSeenBy, invitationIdOf, maySeeInviteeAddress, withoutAddress } from './inviteeAddresses.js';
import * as repo from './repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Most entries the activity list shows. */
const ACTIVITY_LIMIT = 50;

export interface TeamsService {
  teamsOf(actorId: string, userId: string): Promise<Team[]>;
  create(actorId: string, input: CreateTeamInput): Promise<Team>;
  members(actorId: string, teamId: string): Promise<TeamMember[]>;
  invite(actorId: string, teamId: string, input: InviteMemberInput): Promise<Invitation>;
  invitationsTo(actorId: string, email: string): Promise<Invitation[]>;
  /** Pending invitations of every team the actor belongs to: what waits for an answer. */
  sentInvitations(actorId: string): Promise<Invitation[]>;
  /** Takes back a pending invitation: the team's owner or admins, or whoever sent it. */
  revokeInvitation(actorId: string, teamId: string, invitationId: string): Promise<Invitation>;
  respond(
    actorId: string,
    invitationId: string,
    response: 'accepted' | 'declined',
    userId?: string,
  ): Promise<{ invitation: Invitation; team: Team | null }>;
  removeMember(actorId: string, teamId: string, memberId: string, removedBy?: string): Promise<TeamMember>;
  activity(actorId: string, teamId: string): Promise<TeamActivity[]>;
  /** Marks unanswered invitations past their time expired, telling the team and the invitee; returns how many. */
  expireInvitations(now?: Date): Promise<number>;
}

/** An id the web app sends for the acting user must be that user: acting for someone else is refused. */
function actingAs(actorId: string, claimed: string | undefined, field: string): void {
  if (claimed !== undefined && claimed !== actorId) throw new ForbiddenError(`${field} must be your own user id`);
}

function teamView(row: repo.TeamRow, role: repo.MemberRow['role'], memberCount: number): Team {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    visibility: row.visibility,
    allowInvites: row.allow_invites === 1,
    ownerId: row.owner_id,
    createdAt: row.created_at,
    role,
    memberCount,
  };
}

function invitationView(row: repo.InvitationRow, team: Pick<repo.TeamRow, 'name' | 'description'>): Invitation {
  return {
    id: row.id,
    teamId: row.team_id,
    team: { name: team.name, description: team.description },
    email: row.email,
    role: row.role,
    status: row.status,
    invitedBy: row.invited_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/** Whether `granter` may give `granted` in this team: where the team lets members invite, they invite members. */
const mayGrantIn = (team: repo.TeamRow, granter: TeamRole, granted: TeamRole) =>
  mayGrantRole(granter, granted, { membersInvite: team.allow_invites === 1 });

export function createTeamsService(db: Db, live: LiveChannel): TeamsService {
  const teamScope = (teamId: string) => scopeOf('team', teamId);
  const userScope = (userId: string) => scopeOf('user', userId);

  async function teamFor(actorId: string, teamId: string, executor: repo.Executor = db) {
    const team = await repo.findTeam(executor, teamId);
    if (!team) throw new NotFoundError('Team not found');
    const membership = await repo.findMembership(executor, teamId, actorId);
    if (!membership) throw new ForbiddenError('You are not a member of this team');
    return { team, membership };
  }

  async function viewOf(actorId: string, teamId: string): Promise<Team> {
    const team = (await repo.teamsOf(db, actorId)).find((row) => row.id === teamId);
    if (!team) throw new NotFoundError('Team not found');
    return teamView(team, team.role, Number(team.member_count));
  }

  /** The actor's role in each of their teams. */
  async function rolesOf(actorId: string): Promise<Map<string, TeamRole>> {
    return new Map((await repo.teamsOf(db, actorId)).map((row) => [row.id, row.role]));
  }

  async function actor(actorId: string) {
    const user = await findUserById(db, actorId);
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  // Team events reach the team's members only, checked again at each delivery.
  live.allow('team', async (userId, teamId) => (await repo.findMembership(db, teamId, userId)) !== undefined);

  const memberEvent = (trx: Transaction<Database>, teamId: string, memberId: string) =>
    repo.membersOf(trx, teamId).then((members) => members.find((member) => member.id === memberId)!);

  return {
    async teamsOf(actorId, userId) {
      if (userId !== actorId) throw new ForbiddenError('You can only see your own teams');
      const rows = await repo.teamsOf(db, actorId);
      return rows.map((row) => teamView(row, row.role, Number(row.member_count)));
    },

    async create(actorId, input) {
      actingAs(actorId, input.ownerId, 'ownerId');
      const now = new Date().toISOString();
      const teamId = randomUUID();
      await live.write(async (trx, record) => {
        await repo.insertTeam(trx, {
          id: teamId,
          name: input.name,
          description: input.description,
          type: input.type,
          visibility: input.visibility,
          allow_invites: input.allowInvites ? 1 : 0,
          owner_id: actorId,
          created_at: now,
        });
        await repo.insertMember(trx, {
          id: randomUUID(),
          team_id: teamId,
          user_id: actorId,
          role: 'owner',
          joined_at: now,
        });
        await record({ scope: teamScope(teamId), actor: actorId, ...teamEvent('team_created', { name: input.name }) });
      });
      return viewOf(actorId, teamId);
    },

    async members(actorId, teamId) {
      await teamFor(actorId, teamId);
      return repo.membersOf(db, teamId);
    },

    async invite(actorId, teamId, { email, role, invitedBy }) {
      actingAs(actorId, invitedBy, 'invitedBy');
      const address = canonicalEmail(email);
      const now = new Date();
      const invitation = await live.write(async (trx, record) => {
        const { team, membership } = await teamFor(actorId, teamId, trx);
        if (!team.allow_invites && membership.role === 'member') {
          throw new ForbiddenError('Only the owner and admins can invite to this team');
        }
        if (!mayGrantIn(team, membership.role, role)) throw new RoleNotGrantableError(roleGrantRefusal(role));
        if (await repo.memberWithEmail(trx, teamId, address)) {
          throw new ConflictError(`${address} is already a member of this team`);
        }
        if (await repo.pendingInvitation(trx, teamId, address, now.toISOString())) {
          throw new ConflictError(`${address} already has a pending invitation to this team`);
        }
        const row: repo.InvitationRow = {
          id: randomUUID(),
          team_id: teamId,
          email: address,
          role,
          invited_by: actorId,
          status: 'pending',
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS).toISOString(),
          responded_at: null,
        };
        await repo.insertInvitation(trx, row);
        const view = invitationView(row, team);
        await record({
          scope: teamScope(teamId),
          actor: actorId,
          ...teamEvent('member_invited', { invitation: withoutAddress(view) }),
        });
        const invitee = await repo.userWithEmail(trx, address);
        if (invitee) {
          await record({
            scope: userScope(invitee.id),
            actor: actorId,
            ...userEvent('invitation_received', { invitation: view }),
          });
        }
        return view;
      });
      return invitation;
    },

    async invitationsTo(actorId, email) {
      const user = await actor(actorId);
      if (canonicalEmail(email) !== user.email)
        throw new ForbiddenError('You can only see invitations sent to your own e-mail address');
      const rows = await repo.invitationsTo(db, user.email, new Date().toISOString());
      return rows.map((row) => invitationView({ ...row, status: 'pending', responded_at: null }, row));
    },

    async sentInvitations(actorId) {
      const roles = await rolesOf(actorId);
      const rows = await repo.invitationsFrom(db, [...roles.keys()], new Date().toISOString());
      return rows
        .filter((row) => maySeeInviteeAddress({ userId: actorId, role: roles.get(row.team_id)! }, row.invited_by))
        .map((row) => invitationView({ ...row, status: 'pending', responded_at: null }, row));
    },

    async revokeInvitation(actorId, teamId, invitationId) {
      return live.write(async (trx, record) => {
        const { team, membership } = await teamFor(actorId, teamId, trx);
        const row = await repo.findInvitation(trx, invitationId);
        // Another team's invitation is not found here, whatever its id.
        if (!row || row.team_id !== teamId) throw new NotFoundError('Invitation not found');
        if (membership.role === 'member' && row.invited_by !== actorId) {
          throw new ForbiddenError('Only the team owner, an admin or whoever sent it can revoke an invitation');
        }
        const now = new Date().toISOString();
        if (row.status !== 'pending' || !(await repo.closeInvitation(trx, row.id, 'revoked', now))) {
          throw new ConflictError(
            `This invitation has already been ${row.status === 'pending' ? 'answered' : row.status}`,
          );
        }
        const invitation = invitationView({ ...row, status: 'revoked', responded_at: now }, team);
        await record({
          scope: teamScope(teamId),
          actor: actorId,
          ...teamEvent('invitation_revoked', { invitation: withoutAddress(invitation) }),
        });
        const invitee = await repo.userWithEmail(trx, row.email);
        if (invitee) {
          await record({
            scope: userScope(invitee.id),
            actor: actorId,
            ...userEvent('invitation_revoked', { invitation }),
          });
        }
        return invitation;
      });
    },

    async respond(actorId, invitationId, response, userId) {
      actingAs(actorId, userId, 'userId');
      const user = await actor(actorId);
      const invitation = await live.write(async (trx, record) => {
        const row = await repo.findInvitation(trx, invitationId);
        if (!row) throw new NotFoundError('Invitation not found');
        if (row.email !== user.email) throw new ForbiddenError('This invitation was sent to someone else');
        const now = new Date().toISOString();
        if (row.status === 'expired' || (row.status === 'pending' && row.expires_at <= now)) {
          throw new ConflictError('This invitation has expired');
        }
        if (row.status !== 'pending') throw new ConflictError(`This invitation has already been ${row.status}`);
        const team = (await repo.findTeam(trx, row.team_id))!;
        // The role is granted now, so it is checked now: an invitation sent before the rule, or by
        // someone removed since, makes nobody more than its sender may make them.
        if (response === 'accepted') {
          const inviter = await repo.findMembership(trx, row.team_id, row.invited_by);
          if (!(inviter && mayGrantIn(team, inviter.role, row.role))) {
            throw new RoleNotGrantableError(
              `This invitation can no longer be accepted: whoever sent it cannot grant the ${row.role} role`,
            );
          }
        }
        if (!(await repo.closeInvitation(trx, row.id, response, now))) {
          throw new ConflictError('This invitation has already been answered');
        }
        const view = invitationView({ ...row, status: response, responded_at: now }, team);
        if (response === 'accepted' && !(await repo.findMembership(trx, row.team_id, actorId))) {
          const memberId = randomUUID();
          await repo.insertMember(trx, {
            id: memberId,
            team_id: row.team_id,
            user_id: actorId,
            role: row.role,
            joined_at: now,
          });
          const member = await memberEvent(trx, row.team_id, memberId);
          await record({ scope: teamScope(row.team_id), actor: actorId, ...teamEvent('member_joined', { member }) });
        } else if (response === 'declined') {
          await record({
            scope: teamScope(row.team_id),
            actor: actorId,
            ...teamEvent('invitation_declined', { invitationId: row.id }),
          });
        }
        await record({
          scope: userScope(actorId),
          actor: actorId,
          ...userEvent('invitation_answered', { invitation: view }),
        });
        return view;
      });
      return { invitation, team: response === 'accepted' ? await viewOf(actorId, invitation.teamId) : null };
    },

    async removeMember(actorId, teamId, memberId, removedBy) {
      actingAs(actorId, removedBy, 'removedBy');
      return live.write(async (trx, record) => {
        const { team } = await teamFor(actorId, teamId, trx);
        if (team.owner_id !== actorId) throw new ForbiddenError('Only the team owner can remove members');
        const member = (await repo.membersOf(trx, teamId)).find((candidate) => candidate.id === memberId);
        if (!member) throw new NotFoundError('Member not found');
        if (member.role === 'owner') throw new ForbiddenError("The team's owner cannot be removed");
        await repo.deleteMember(trx, memberId);
        await record({
          scope: teamScope(teamId),
          actor: actorId,
          ...teamEvent('member_removed', { memberId, userId: member.userId }),
        });
        return member;
      });
    },

    async activity(actorId, teamId) {
      const roles =
        teamId === 'default'
          ? await rolesOf(actorId)
          : new Map([[teamId, (await teamFor(actorId, teamId)).membership.role]]);
      const events = await latestEvents(db, [...roles.keys()].map(teamScope), ACTIVITY_LIMIT);
      const entries: TeamActivity[] = events.map((event) => {
        const id = event.scope.slice('team:'.length);
        return {
          id: `${id}:${event.seq}`,
          teamId: id,
          userId: event.actor,
          type: event.type,
          timestamp: event.at,
          data: (event.data ?? {}) as Record<string, unknown>,
        };
      });
      const invitationIds = entries.flatMap((entry) => invitationIdOf(entry.data) ?? []);
      const addresses = new Map(
        (await repo.invitationAddresses(db, [...new Set(invitationIds)])).map((row) => [row.id, row]),
      );
      return entries.map((entry) =>
        activityAsSeenBy(entry, { userId: actorId, role: roles.get(entry.teamId)! }, addresses),
      );
    },

    async expireInvitations(now = new Date()) {
      const at = now.toISOString();
      const due = await db
        .selectFrom('team_invitations')
        .innerJoin('teams', 'teams.id', 'team_invitations.team_id')
        .selectAll('team_invitations')
        .select(['teams.name', 'teams.description'])
        .where('team_invitations.status', '=', 'pending')
        .where('team_invitations.expires_at', '<=', at)
        .execute();
      let expired = 0;
      for (const row of due) {
        await live.write(async (trx, record) => {
          // Answered meanwhile: the answer stands.
          if (!(await repo.closeInvitation(trx, row.id, 'expired', at))) return;
          const invitation = invitationView({ ...row, status: 'expired', responded_at: at }, row);
          await record({
            scope: teamScope(row.team_id),
            actor: null,
            ...teamEvent('invitation_expired', { invitation: withoutAddress(invitation) }),
          });
          const invitee = await repo.userWithEmail(trx, row.email);
          if (invitee) {
            await record({
              scope: userScope(invitee.id),
              actor: null,
              ...userEvent('invitation_expired', { invitation }),
            });
          }
          expired++;
        });
      }
      return expired;
    },
  };
}
