// How the live channel's team events change what the Team view shows. Events may arrive again after
// a reconnect (a replay from an older position): applying one twice changes nothing.
import {
  teamEventData,
  userEventData,
  type Invitation,
  type Team,
  type TeamActivity,
  type TeamMember,
} from '@courier/core';
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import { mergeById } from '../shared/mergeById.js';

/** The newest this many activity entries are kept, as the server lists them. */
const ACTIVITY_KEPT = 50;

export interface TeamLists {
  teams: Team[];
  selectedTeamId: string | null;
  members: TeamMember[];
  activity: TeamActivity[];
  received: Invitation[];
  /** Pending invitations the user's teams sent. */
  sent: Invitation[];
}

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
function endedInvitationId(
  type: 'invitation_declined' | 'invitation_revoked' | 'invitation_expired',
  data: unknown,
): string | undefined {
  return type === 'invitation_declined'
    ? teamEventData(type, data)?.invitationId
    : teamEventData(type, data)?.invitation.id;
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
      const invited = teamEventData(event.type, event.data);
      // A replay from long ago may bring an invitation that has since expired: nothing to read again.
      const pending = invited !== undefined && Date.parse(invited.invitation.expiresAt) > now;
      return { state, reloadTeams: false, reloadSent: pending };
    }
    case 'invitation_declined':
    case 'invitation_revoked':
    case 'invitation_expired': {
      const ended = endedInvitationId(event.type, event.data);
      state.sent = lists.sent.filter((invitation) => invitation.id !== ended);
      return { state, reloadTeams: false };
    }
    case 'member_joined': {
      const joined = teamEventData(event.type, event.data);
      if (joined && shown) state.members = mergeById(lists.members, [joined.member]);
      if (joined) {
        const email = joined.member.email.toLowerCase();
        state.sent = lists.sent.filter(
          (invitation) => invitation.teamId !== entry.teamId || invitation.email !== email,
        );
      }
      return { state, reloadTeams: true };
    }
    case 'member_removed': {
      const removed = teamEventData(event.type, event.data);
      if (removed && shown) state.members = lists.members.filter((member) => member.id !== removed.memberId);
      return { state, reloadTeams: true };
    }
    case 'team_created':
      return { state, reloadTeams: !lists.teams.some((team) => team.id === entry.teamId) };
    default:
      return { state, reloadTeams: false };
  }
}

function applyUserEvent(lists: TeamLists, event: LiveEvent, now: number): TeamEventChange {
  if (!isInvitationEvent(event.type)) return { state: {}, reloadTeams: false };
  const invitation = userEventData(event.type, event.data)?.invitation;
  if (!invitation) return { state: {}, reloadTeams: false };
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

const INVITATION_EVENTS = [
  'invitation_received',
  'invitation_revoked',
  'invitation_expired',
  'invitation_answered',
] as const;
const isInvitationEvent = (type: string): type is (typeof INVITATION_EVENTS)[number] =>
  (INVITATION_EVENTS as readonly string[]).includes(type);
