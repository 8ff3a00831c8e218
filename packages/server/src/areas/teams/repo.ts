// The teams area's SQL: teams, members (joined with their accounts) and invitations.
import type { InvitationStatus } from '@courier/core';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TeamInvitationsTable, TeamMembersTable, TeamsTable } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';

export type { Executor };

export type TeamRow = Selectable<TeamsTable>;
export type MemberRow = Selectable<TeamMembersTable>;
export type InvitationRow = Selectable<TeamInvitationsTable>;

export interface MemberView {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: TeamMembersTable['role'];
  joinedAt: string;
}

export function findTeam(db: Executor, id: string): Promise<TeamRow | undefined> {
  return db.selectFrom('teams').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMembership(db: Executor, teamId: string, userId: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('team_members')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user's teams with their role there and each team's member count. */
export function teamsOf(db: Db, userId: string) {
  return db
    .selectFrom('team_members as mine')
    .innerJoin('teams', 'teams.id', 'mine.team_id')
    .select((eb) => [
      'teams.id',
      'teams.name',
      'teams.description',
      'teams.type',
      'teams.visibility',
      'teams.allow_invites',
      'teams.owner_id',
      'teams.created_at',
      'mine.role',
      eb
        .selectFrom('team_members as all')
        .whereRef('all.team_id', '=', 'teams.id')
        .select((count) => count.fn.countAll<string | number>().as('n'))
        .as('member_count'),
    ])
    .where('mine.user_id', '=', userId)
    .orderBy('teams.created_at')
    .orderBy('teams.id')
    .execute();
}

export async function membersOf(db: Executor, teamId: string): Promise<MemberView[]> {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select([
      'team_members.id',
      'team_members.user_id',
      'users.name',
      'users.email',
      'team_members.role',
      'team_members.joined_at',
    ])
    .where('team_members.team_id', '=', teamId)
    .orderBy('team_members.joined_at')
    .orderBy('team_members.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    role: row.role,
    joinedAt: row.joined_at,
  }));
}

export function memberWithEmail(db: Executor, teamId: string, email: string) {
  return db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select('team_members.id')
    .where('team_members.team_id', '=', teamId)
    .where('users.email', '=', email)
    .executeTakeFirst();
}

export function userWithEmail(db: Executor, email: string) {
  return db.selectFrom('users').select(['id', 'name']).where('email', '=', email).executeTakeFirst();
}

export function pendingInvitation(db: Executor, teamId: string, email: string, now: string) {
  return db
    .selectFrom('team_invitations')
    .select('id')
    .where('team_id', '=', teamId)
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export function findInvitation(db: Executor, id: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('team_invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Pending, unexpired invitations with their team's name and description, newest first. */
function pendingInvitations(db: Db, now: string) {
  return db
    .selectFrom('team_invitations')
    .innerJoin('teams', 'teams.id', 'team_invitations.team_id')
    .select([
      'team_invitations.id',
      'team_invitations.team_id',
      'teams.name',
      'teams.description',
      'team_invitations.email',
      'team_invitations.role',
      'team_invitations.invited_by',
      'team_invitations.created_at',
      'team_invitations.expires_at',
    ])
    .where('team_invitations.status', '=', 'pending')
    .where('team_invitations.expires_at', '>', now)
    .orderBy('team_invitations.created_at', 'desc');
}

/** Pending, unexpired invitations to an e-mail address. */
export function invitationsTo(db: Db, email: string, now: string) {
  return pendingInvitations(db, now).where('team_invitations.email', '=', email).execute();
}

/** Pending, unexpired invitations the given teams sent. */
export function invitationsFrom(db: Db, teamIds: readonly string[], now: string) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return pendingInvitations(db, now).where('team_invitations.team_id', 'in', teamIds).execute();
}

/** The address and sender of each of these invitations: what the activity list shows or holds back. */
export function invitationAddresses(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('team_invitations').select(['id', 'email', 'invited_by']).where('id', 'in', ids).execute();
}

export async function insertTeam(db: Executor, team: Insertable<TeamsTable>): Promise<void> {
  await db.insertInto('teams').values(team).execute();
}

export async function insertMember(db: Executor, member: Insertable<TeamMembersTable>): Promise<void> {
  await db.insertInto('team_members').values(member).execute();
}

export async function insertInvitation(db: Executor, invitation: Insertable<TeamInvitationsTable>): Promise<void> {
  await db.insertInto('team_invitations').values(invitation).execute();
}

/**
 * Ends a pending invitation as answered, expired or revoked; false when something else ended it
 * first (an answer racing the expiry job or a revocation: the first one stands).
 */
export async function closeInvitation(
  db: Executor,
  id: string,
  status: Exclude<InvitationStatus, 'pending'>,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('team_invitations')
    .set({ status, responded_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteMember(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('team_members').where('id', '=', id).execute();
}
