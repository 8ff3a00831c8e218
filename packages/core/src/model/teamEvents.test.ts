import { describe, expect, it } from 'vitest';
import {
  teamEvent,
  teamEventData,
  TEAM_EVENT_TYPES,
  userEvent,
  userEventData,
  USER_EVENT_TYPES,
} from './teamEvents.js';
import type { Invitation } from './teams.js';

const invitation: Invitation = {
  id: 'i1',
  teamId: 't1',
  team: { name: 'Payments', description: '' },
  email: 'dan@example.com',
  role: 'member',
  status: 'pending',
  invitedBy: 'u1',
  createdAt: '2026-12-01T00:00:00.000Z',
  expiresAt: '2026-12-08T00:00:00.000Z',
};

describe('team and user events', () => {
  it('names every type the team and person scopes are written with', () => {
    expect(TEAM_EVENT_TYPES).toContain('invitation_revoked');
    expect(USER_EVENT_TYPES).toEqual(
      expect.arrayContaining(['invitation_received', 'invitation_answered', 'workspace_added']),
    );
  });

  it('reads an event as its type says, and nothing from one of another shape', () => {
    const written = teamEvent('member_removed', { memberId: 'm1', userId: 'u2' });
    expect(teamEventData(written.type, written.data)).toEqual({ memberId: 'm1', userId: 'u2' });
    expect(teamEventData('member_removed', { memberId: 'm1' })).toBeUndefined();
    expect(teamEventData('team_created', 'Payments')).toBeUndefined();
  });

  it("keeps the invitee's address out of the team's events and in the invitee's own", () => {
    const { email: _email, ...notice } = invitation;
    expect(teamEventData('member_invited', { invitation: notice })?.invitation).not.toHaveProperty('email');
    const own = userEvent('invitation_received', { invitation });
    expect(userEventData(own.type, own.data)?.invitation.email).toBe('dan@example.com');
    expect(userEventData('invitation_received', { invitation: notice })).toBeUndefined();
  });
});
