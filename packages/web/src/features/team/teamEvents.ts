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
  /** Pending invitations the user's teams sent. */
  sent: Invitation[];
}

const WithInvitation = z.object({ invitation: InvitationSchema });
/** A team's events carry an invitation without the invitee's address, which is not every member's to read. */
const Invited = z.object({ invitation: InvitationSchema.omit({ email: true }) });
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

/** The invitation an event ended: declined, revoked or expired (joining ends it by address). */
function endedInvitationId(event: LiveEvent): string | undefined {
  const data = event.data && typeof event.data === 'object' ? (event.data as Record<string, unknown>) : {};
  if (typeof data.invitationId === 'string') return data.invitationId;
  const parsed = Invited.safeParse(data);
  return parsed.success ? parsed.data.invitation.id : undefined;
}

export interface TeamEventChange {
  state: Partial<TeamLists>;
  /** Team names, roles or member counts changed: the list is read again. */
  reloadTeams: boolean;
  /** A team invited someone: the pending invitations, with the addresses the user may read, are read again. */
  reloadSent?: boolean;
}

export function applyTeamEvent(lists: TeamLists, event: LiveEvent, now: number = Date.now()): TeamEventChange {
  if (event.scope.startsWith('user:')) return applyUserEvent(lists, event, now);
  const entry = activityFromEvent(event);
  const state: Partial<TeamLists> = { activity: mergeActivity(lists.activity, [entry]) };
  const shown = entry.teamId === lists.selectedTeamId;
  switch (event.type) {
    case 'member_invited': {
      const invited = Invited.safeParse(event.data);
      // A replay from long ago may bring an invitation that has since expired: nothing to read again.
      const pending = invited.success && Date.parse(invited.data.invitation.expiresAt) > now;
      return { state, reloadTeams: false, reloadSent: pending };
    }
    case 'invitation_declined':
    case 'invitation_revoked':
    case 'invitation_expired': {
      const ended = endedInvitationId(event);
      state.sent = lists.sent.filter((invitation) => invitation.id !== ended);
      return { state, reloadTeams: false };
    }
    case 'member_joined': {
      const joined = WithMember.safeParse(event.data);
      if (joined.success && shown) state.members = mergeById(lists.members, [joined.data.member]);
      if (joined.success) {
        const email = joined.data.member.email.toLowerCase();
        state.sent = lists.sent.filter(
          (invitation) => invitation.teamId !== entry.teamId || invitation.email !== email,
        );
      }
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
  if (event.type === 'invitation_revoked' || event.type === 'invitation_expired') {
    return {
      state: { received: lists.received.filter((candidate) => candidate.id !== invitation.id) },
      reloadTeams: false,
    };
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
