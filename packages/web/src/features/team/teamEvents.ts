// How the live channel's team events change what the Team view shows. Events may arrive again after
// a reconnect (a replay from an older position): applying one twice changes nothing.
import {
  InvitationSchema,
  TeamMemberSchema,
  type Invitation,
  type Team,
  type TeamActivity,
  type TeamMember,
} from '@courier/core';
import * as z from 'zod';
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import { mergeById } from '../shared/mergeById.js';

/** The newest this many activity entries are kept, as the server lists them. */
export const ACTIVITY_KEPT = 50;

export interface TeamLists {
  teams: Team[];
  selectedTeamId: string | null;
  members: TeamMember[];
  activity: TeamActivity[];
  received: Invitation[];
}

const WithInvitation = z.object({ invitation: InvitationSchema });
const WithMember = z.object({ member: TeamMemberSchema });
const Removed = z.object({ memberId: z.string(), userId: z.string() });

/** Newest first, each event once, at most `ACTIVITY_KEPT`. */
export function mergeActivity(list: readonly TeamActivity[], added: readonly TeamActivity[]): TeamActivity[] {
  return mergeById(list, added)
    .sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0))
    .slice(0, ACTIVITY_KEPT);
}

/** A team event as an entry of the activity list, with the id the server gives it ('<teamId>:<seq>'). */
export function activityFromEvent(event: LiveEvent): TeamActivity {
  const teamId = event.scope.slice('team:'.length);
  const data = event.data && typeof event.data === 'object' ? (event.data as Record<string, unknown>) : {};
  return { id: `${teamId}:${event.seq}`, teamId, userId: event.actor, type: event.type, timestamp: event.at, data };
}

/** The newest sequence number the activity list holds of each team: where its live scope resumes. */
export function positionsOf(activity: readonly TeamActivity[]): Map<string, number> {
  const positions = new Map<string, number>();
  for (const entry of activity) {
    const seq = Number(entry.id.slice(entry.id.lastIndexOf(':') + 1));
    if (Number.isInteger(seq) && seq > (positions.get(entry.teamId) ?? 0)) positions.set(entry.teamId, seq);
  }
  return positions;
}

/**
 * Invitations the user's teams sent that nobody has answered yet, read from the activity list: an
 * invitation is pending until it is declined, its address joins the team, or it expires.
 */
export function sentInvitations(activity: readonly TeamActivity[], now: number = Date.now()): Invitation[] {
  const answered = new Set<string>();
  const pending: Invitation[] = [];
  // Oldest first, so an answer is seen after the invitation it answers.
  for (const entry of [...activity].reverse()) {
    if (entry.type === 'member_invited') {
      const parsed = WithInvitation.safeParse(entry.data);
      if (parsed.success) pending.push(parsed.data.invitation);
    } else if (entry.type === 'invitation_declined' && typeof entry.data.invitationId === 'string') {
      answered.add(entry.data.invitationId);
    } else if (entry.type === 'member_joined') {
      const parsed = WithMember.safeParse(entry.data);
      if (!parsed.success) continue;
      const email = parsed.data.member.email.toLowerCase();
      for (const invitation of pending) {
        if (invitation.teamId === entry.teamId && invitation.email === email) answered.add(invitation.id);
      }
    }
  }
  return pending
    .filter((invitation) => !answered.has(invitation.id) && Date.parse(invitation.expiresAt) > now)
    .reverse();
}

export interface TeamEventChange {
  state: Partial<TeamLists>;
  /** Team names, roles or member counts changed: the list is read again. */
  reloadTeams: boolean;
}

export function applyTeamEvent(lists: TeamLists, event: LiveEvent, now: number = Date.now()): TeamEventChange {
  if (event.scope.startsWith('user:')) return applyUserEvent(lists, event, now);
  const entry = activityFromEvent(event);
  const state: Partial<TeamLists> = { activity: mergeActivity(lists.activity, [entry]) };
  const shown = entry.teamId === lists.selectedTeamId;
  switch (event.type) {
    case 'member_joined': {
      const joined = WithMember.safeParse(event.data);
      if (joined.success && shown) state.members = mergeById(lists.members, [joined.data.member]);
      return { state, reloadTeams: true };
    }
    case 'member_removed': {
      const removed = Removed.safeParse(event.data);
      if (removed.success && shown) {
        state.members = lists.members.filter((member) => member.id !== removed.data.memberId);
      }
      return { state, reloadTeams: true };
    }
    case 'team_created':
      return { state, reloadTeams: !lists.teams.some((team) => team.id === entry.teamId) };
    default:
      return { state, reloadTeams: false };
  }
}

function applyUserEvent(lists: TeamLists, event: LiveEvent, now: number): TeamEventChange {
  const parsed = WithInvitation.safeParse(event.data);
  if (!parsed.success) return { state: {}, reloadTeams: false };
  const { invitation } = parsed.data;
  if (event.type === 'invitation_received') {
    // A replay from long ago may bring an invitation that has since expired.
    if (Date.parse(invitation.expiresAt) <= now) return { state: {}, reloadTeams: false };
    return { state: { received: mergeById(lists.received, [invitation]) }, reloadTeams: false };
  }
  if (event.type === 'invitation_answered') {
    return {
      state: { received: lists.received.filter((candidate) => candidate.id !== invitation.id) },
      // Accepted, perhaps in another tab: the team joins the list.
      reloadTeams: invitation.status === 'accepted' && !lists.teams.some((team) => team.id === invitation.teamId),
    };
  }
  return { state: {}, reloadTeams: false };
}
