import type { Invitation, LiveEventType, TeamActivity, TeamMember } from '@courier/core';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import { activeCollaborators } from './activeCollaborators.js';
import { activityFromEvent, applyTeamEvent, positionsOf, type TeamLists } from './teamEvents.js';

const NOW = Date.parse('2026-05-01T12:00:00Z');
const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();

const invitation = (id: string, email: string, expiresInDays = 7): Invitation => ({
  id,
  teamId: 't1',
  team: { name: 'Payments', description: '' },
  email,
  role: 'member',
  status: 'pending',
  invitedBy: 'ada',
  createdAt: at(10),
  expiresAt: new Date(NOW + expiresInDays * 86_400_000).toISOString(),
});
const member = (id: string, email: string): TeamMember => ({
  id,
  userId: `user-${id}`,
  name: email.split('@')[0]!,
  email,
  role: 'member',
  joinedAt: at(1),
});
let seq = 0;
const event = (type: LiveEventType, data: unknown, scope = 't1', minutesAgo = 0): LiveEvent => ({
  scope: scope.includes(':') ? scope : `team:${scope}`,
  seq: ++seq,
  type,
  actor: 'ada',
  data,
  at: at(minutesAgo),
});
const newestFirst = (events: LiveEvent[]): TeamActivity[] => events.map(activityFromEvent).reverse();

const EMPTY: TeamLists = { teams: [], selectedTeamId: 't1', members: [], activity: [], received: [], sent: [] };

describe('team events', () => {
  it('keeps a sent invitation listed until it is declined, revoked, expired or its address joins', () => {
    // The pending list as the server gave it; the team's events name invitations without addresses.
    const sent = (
      [
        ['i1', 'bob@example.com'],
        ['i2', 'cy@example.com'],
        ['i3', 'di@example.com'],
        ['i5', 'fy@example.com'],
        ['i6', 'gu@example.com'],
      ] as const
    ).map(([id, email]) => invitation(id, email));
    let lists: TeamLists = { ...EMPTY, sent };
    const apply = (one: LiveEvent) => (lists = { ...lists, ...applyTeamEvent(lists, one, NOW).state });
    const notice = (id: string, status: Invitation['status']) => {
      const { email: _email, ...rest } = invitation(id, '');
      return { ...rest, status };
    };
    apply(event('invitation_declined', { invitationId: 'i2' }));
    apply(event('member_joined', { member: member('m3', 'di@example.com') }));
    apply(event('invitation_revoked', { invitation: notice('i5', 'revoked') }));
    apply(event('invitation_expired', { invitation: notice('i6', 'expired') }));
    // The same address joining another team ends nothing here.
    apply(event('member_joined', { member: member('m9', 'bob@example.com') }, 't2'));
    expect(lists.sent.map((one) => one.email)).toEqual(['bob@example.com']);
  });

  it('reads the pending invitations again when a team invites someone, unless the replayed invitation has expired', () => {
    const { email: _email, ...notice } = invitation('i7', 'hidden@example.com');
    const invited = applyTeamEvent(EMPTY, event('member_invited', { invitation: notice }), NOW);
    expect(invited).toMatchObject({
      reloadSent: true,
      state: { activity: [expect.objectContaining({ type: 'member_invited' })] },
    });
    expect(invited.state.sent).toBeUndefined();
    const { email: _old, ...stale } = invitation('i4', 'ed@example.com', -1);
    expect(applyTeamEvent(EMPTY, event('member_invited', { invitation: stale }), NOW).reloadSent).toBe(false);
  });

  it('resumes each team after the newest event the activity list holds of it', () => {
    const activity = newestFirst([
      event('team_created', {}, 'a'),
      event('member_invited', {}, 'b'),
      event('member_removed', {}, 'a'),
    ]);
    expect(positionsOf(activity)).toEqual(
      new Map([
        ['a', seq],
        ['b', seq - 1],
      ]),
    );
  });

  it('applies a join and a removal to the members shown, once however often they arrive', () => {
    const joined = event('member_joined', { member: member('m1', 'bob@example.com') });
    let lists = { ...EMPTY, ...applyTeamEvent(EMPTY, joined).state };
    lists = { ...lists, ...applyTeamEvent(lists, joined).state };
    expect(lists.members.map((one) => one.email)).toEqual(['bob@example.com']);
    expect(lists.activity).toHaveLength(1);
    const change = applyTeamEvent(lists, event('member_removed', { memberId: 'm1', userId: 'user-m1' }));
    expect(change.state.members).toEqual([]);
    expect(change.reloadTeams).toBe(true);
    // Another team's join is in the activity but not among the members shown.
    const elsewhere = applyTeamEvent(EMPTY, event('member_joined', { member: member('m2', 'x@example.com') }, 't2'));
    expect(elsewhere.state.members).toBeUndefined();
  });

  it("keeps the user's received invitations current from their own scope", () => {
    const received = applyTeamEvent(
      EMPTY,
      event('invitation_received', { invitation: invitation('i1', 'me@x.io') }, 'user:me'),
      NOW,
    );
    expect(received.state.received?.map((one) => one.id)).toEqual(['i1']);
    const lists = { ...EMPTY, ...received.state };
    const answered = applyTeamEvent(
      lists,
      event('invitation_answered', { invitation: { ...invitation('i1', 'me@x.io'), status: 'accepted' } }, 'user:me'),
    );
    expect(answered.state.received).toEqual([]);
    expect(answered.reloadTeams).toBe(true);
    // A replayed invitation that has expired since does not come back.
    const stale = applyTeamEvent(
      EMPTY,
      event('invitation_received', { invitation: invitation('i9', 'me@x.io', -2) }, 'user:me'),
      NOW,
    );
    expect(stale.state.received).toBeUndefined();
    // Taken back by the team, or expired: it leaves the list.
    for (const type of ['invitation_revoked', 'invitation_expired'] as const) {
      const gone = applyTeamEvent(lists, event(type, { invitation: invitation('i1', 'me@x.io') }, 'user:me'));
      expect(gone.state.received).toEqual([]);
    }
  });

  it('counts the people who acted in the last 15 minutes', () => {
    const activity: TeamActivity[] = [
      { ...activityFromEvent(event('member_joined', {}, 't1', 1)), userId: 'ada' },
      { ...activityFromEvent(event('member_invited', {}, 't1', 2)), userId: 'bob' },
      { ...activityFromEvent(event('member_removed', {}, 't1', 3)), userId: 'ada' },
      { ...activityFromEvent(event('team_created', {}, 't1', 20)), userId: 'cy' },
    ];
    expect(activeCollaborators(activity, NOW)).toBe(2);
  });
});
