// Whose eyes an invitee's e-mail address is for (docs/decisions/0031-who-sees-team-history.md): the
// team's owner and admins, who decide who joins, and whoever sent that invitation. Every other member,
// a newcomer reading the team's history included, sees that someone was invited, as what, by whom and
// when, never the address. So the team's events, which anyone following the team's live scope can
// replay from the start, carry invitations without their address, and the activity list adds it back
// from the invitation itself for those it is meant for.
import type { Invitation, InvitationNotice, TeamActivity, TeamRole } from '@courier/core';

export const withoutAddress = ({ email: _email, ...notice }: Invitation): InvitationNotice => notice;

export interface Viewer {
  userId: string;
  /** The viewer's role in the team the entry belongs to. */
  role: TeamRole;
}

/** What the activity list needs of an invitation to tell who may read its address. */
export interface InvitationAddress {
  id: string;
  email: string;
  invited_by: string;
}

export const maySeeInviteeAddress = (viewer: Viewer, invitedBy: string): boolean =>
  viewer.role !== 'member' || invitedBy === viewer.userId;

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

/** The invitation an activity entry is about: an `invitation` (sent, revoked, expired) or an `invitationId` (declined). */
export function invitationIdOf(data: Record<string, unknown>): string | undefined {
  const id = record(data.invitation)?.id ?? data.invitationId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The entry as `viewer` may read it: the invitee's address where it is theirs to see, and none
 * otherwise, whatever the stored event holds (events recorded before this rule carry it).
 */
export function activityAsSeenBy(
  entry: TeamActivity,
  viewer: Viewer,
  addresses: ReadonlyMap<string, InvitationAddress>,
): TeamActivity {
  const id = invitationIdOf(entry.data);
  if (id === undefined) return entry;
  const found = addresses.get(id);
  const email = found && maySeeInviteeAddress(viewer, found.invited_by) ? found.email : undefined;
  const { email: _stored, ...data } = entry.data;
  const invitation = record(data.invitation);
  if (invitation) {
    const { email: _storedInvitation, ...notice } = invitation;
    data.invitation = email === undefined ? notice : { ...notice, email };
  } else if (email !== undefined) {
    data.email = email;
  }
  return { ...entry, data };
}
