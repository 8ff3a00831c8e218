// What a team's history shows to whom, on SQLite and PostgreSQL, through the HTTP API and the live
// channel (docs/decisions/0031-who-sees-team-history.md): every member reads the whole activity, but
// an invitee's e-mail address only reaches the owner, the admins and whoever sent that invitation.
// The attack pinned: someone joining later read, in the activity list, the sent-invitations list and
// the live scope's replay, the addresses everyone had ever been invited at.
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { usePeopleServer } from '../../../test/peopleServer.js';

interface Entry {
  type: string;
  data: { invitation?: { email?: string; role: string }; email?: string; invitationId?: string };
}

describe.each(TEST_DIALECTS)("a team's history on %s", (dialect) => {
  const people = usePeopleServer(dialect);

  /**
   * Ann's team, where she invited ines (no account yet), carol (who joined as admin) and dan (who
   * declined); carol invited erin. Then vic joins as a plain member.
   */
  async function teamWithHistory() {
    const { user, follow, db } = await people.start();
    const ann = await user('ann');
    const teamId: string = (await ann.client.post('/api/teams', { name: 'Platform' })).json.data.team.id;
    const invite = async (by: typeof ann, email: string, role = 'member') =>
      (await by.client.post(`/api/teams/${teamId}/invitations`, { email, role })).json.data.invitation.id as string;
    const answer = (person: typeof ann, invitationId: string, response: 'accepted' | 'declined') =>
      person.client.post(`/api/teams/invitations/${invitationId}/respond`, { response });

    await invite(ann, 'ines@example.com');
    const carol = await user('carol');
    await answer(carol, await invite(ann, 'carol@example.com', 'admin'), 'accepted');
    const dan = await user('dan');
    await answer(dan, await invite(ann, 'dan@example.com'), 'declined');
    await invite(carol, 'erin@example.com');
    const vic = await user('vic');
    await answer(vic, await invite(ann, 'vic@example.com'), 'accepted');
    const activity = async (person: typeof ann, of = teamId) =>
      (await person.client.get(`/api/teams/activity/${of}`)).json.data.activities as Entry[];
    const sent = async (person: typeof ann) =>
      ((await person.client.get('/api/teams/invitations/sent')).json.data.invitations as Array<{ email: string }>).map(
        (invitation) => invitation.email,
      );
    return { user, follow, db, teamId, ann, carol, vic, invite, activity, sent };
  }

  const INVITEES = /ines@|dan@|erin@/;

  it('shows a newcomer the whole activity but none of the addresses people were invited at', async () => {
    const { teamId, vic, activity } = await teamWithHistory();
    for (const of of [teamId, 'default']) {
      const entries = await activity(vic, of);
      expect(entries.map((entry) => entry.type)).toEqual([
        'member_joined',
        'member_invited',
        'member_invited',
        'invitation_declined',
        'member_invited',
        'member_joined',
        'member_invited',
        'member_invited',
        'team_created',
      ]);
      expect(JSON.stringify(entries)).not.toMatch(INVITEES);
      // Who was invited as what stays: only the address is held back.
      expect(entries.find((entry) => entry.type === 'member_invited')!.data.invitation).toMatchObject({
        role: 'member',
      });
    }
  });

  it('lets the owner and admins read every invitee address in the activity and the pending list', async () => {
    const { ann, carol, activity, sent } = await teamWithHistory();
    for (const person of [ann, carol]) {
      const entries = await activity(person);
      const invited = entries.flatMap((entry) => entry.data.invitation?.email ?? []);
      expect(invited).toEqual([
        'vic@example.com',
        'erin@example.com',
        'dan@example.com',
        'carol@example.com',
        'ines@example.com',
      ]);
      expect(entries.find((entry) => entry.type === 'invitation_declined')!.data.email).toBe('dan@example.com');
      expect((await sent(person)).sort()).toEqual(['erin@example.com', 'ines@example.com']);
    }
  });

  it('lets a plain member read the addresses of the invitations they sent, and those only', async () => {
    const { vic, invite, activity, sent } = await teamWithHistory();
    await invite(vic, 'fay@example.com');
    expect(await sent(vic)).toEqual(['fay@example.com']);
    const addresses = (await activity(vic)).flatMap((entry) => entry.data.invitation?.email ?? []);
    expect(addresses).toEqual(['fay@example.com']);
  });

  it("replays a newcomer the team's live scope from its start without an invitee's address", async () => {
    const { follow, teamId, vic, ann } = await teamWithHistory();
    const stream = await follow(vic.token, [`team:${teamId}`]);
    await stream.waitFor((message) => message.event === 'change' && (message.data as Entry).type === 'member_joined');
    await ann.client.post(`/api/teams/${teamId}/invitations`, { email: 'gus@example.com' });
    await stream.waitFor(
      (message) =>
        message.event === 'change' &&
        (message.data as Entry).type === 'member_invited' &&
        (message.data as { seq: number }).seq > 9,
    );
    const replayed = stream.changes();
    expect(replayed.length).toBeGreaterThanOrEqual(10);
    expect(JSON.stringify(replayed)).not.toMatch(/ines@|dan@|erin@|gus@/);
  });

  it('holds back the address an event recorded before this rule still carries', async () => {
    const { db, teamId, ann, vic, activity } = await teamWithHistory();
    // The first invitation's event as it was written before: with the invitee's address in it.
    const stored = await db
      .selectFrom('live_events')
      .select(['seq', 'data'])
      .where('scope', '=', `team:${teamId}`)
      .where('type', '=', 'member_invited')
      .orderBy('seq')
      .executeTakeFirstOrThrow();
    const data = JSON.parse(stored.data) as { invitation: Record<string, unknown> };
    await db
      .updateTable('live_events')
      .set({ data: JSON.stringify({ invitation: { ...data.invitation, email: 'ines@example.com' } }) })
      .where('scope', '=', `team:${teamId}`)
      .where('seq', '=', stored.seq)
      .execute();
    expect(JSON.stringify(await activity(vic))).not.toMatch(/ines@/);
    expect(JSON.stringify(await activity(ann))).toMatch(/ines@example\.com/);
  });
});
