// The teams API on SQLite and PostgreSQL, acting as the signed-in user: the owner alone removes
// members and never the owner; only the invited address answers, once, before expiry; every change
// reaches the team's members through the live channel.
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { openLiveStream, type LiveStream } from '../../live/liveStream.js';
import { accountsApi, type AccountsApi } from '../../../test/accountsApi.js';
import { userClient } from '../../../test/userClient.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

describe.each(TEST_DIALECTS)('teams on %s', (dialect) => {
  let server: TestServer | undefined;
  const streams: LiveStream[] = [];
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await server?.close();
  });

  async function start() {
    server = await startTestServer({ dialect });
    const api = accountsApi(server);
    const as = (token: string) => userClient(server!.url, token);
    return { api, as };
  }

  async function teamWithInvitee(api: AccountsApi, as: Awaited<ReturnType<typeof start>>['as']) {
    const ann = await api.register('ann');
    const bob = await api.register('bob');
    const created = await as(ann.token).post('/api/teams', { name: 'Platform' });
    const teamId: string = created.json.data.team.id;
    const invited = await as(ann.token).post(`/api/teams/${teamId}/invitations`, { email: 'BOB@example.com' });
    return { ann, bob, teamId, invitationId: invited.json.data.invitation.id as string, invited };
  }

  it('creates a team with the defaults, owned by the signed-in user, and lists only their own teams', async () => {
    const { api, as } = await start();
    const ann = await api.register('ann');
    const bob = await api.register('bob');
    const created = await as(ann.token).post('/api/teams', { name: ' Platform ', ownerId: ann.id });
    expect(created.status).toBe(201);
    expect(created.json.data.team).toMatchObject({
      name: 'Platform',
      description: '',
      type: 'team',
      visibility: 'private',
      allowInvites: true,
      ownerId: ann.id,
      role: 'owner',
      memberCount: 1,
    });
    const mine = await as(ann.token).get(`/api/teams/users/${ann.id}`);
    expect(mine.json.data.teams.map((team: { name: string }) => team.name)).toEqual(['Platform']);
    expect((await as(bob.token).get(`/api/teams/users/${bob.id}`)).json.data.teams).toEqual([]);

    expect((await as(bob.token).get(`/api/teams/users/${ann.id}`)).status).toBe(403);
    const forged = await as(bob.token).post('/api/teams', { name: 'Mine now', ownerId: ann.id });
    expect(forged.status).toBe(403);
    expect((await as(ann.token).post('/api/teams', { name: '  ' })).json.message).toBe('Team name is required');
    expect((await as(ann.token).post('/api/teams', { name: 'x', visibility: 'secret' })).status).toBe(400);
    expect((await api.request('GET', `/api/teams/users/${ann.id}`)).status).toBe(401);
  });

  it("keeps a team's members and invitations from non-members", async () => {
    const { api, as } = await start();
    const { bob, teamId } = await teamWithInvitee(api, as);
    expect((await as(bob.token).get(`/api/teams/${teamId}/members`)).status).toBe(403);
    expect((await as(bob.token).post(`/api/teams/${teamId}/invitations`, { email: 'eve@example.com' })).status).toBe(
      403,
    );
    expect((await as(bob.token).get(`/api/teams/activity/${teamId}`)).status).toBe(403);
    expect((await as(bob.token).get('/api/teams/no-such-team/members')).status).toBe(404);
  });

  it('invites by e-mail for 7 days; only that address, in any case, sees and answers it, once', async () => {
    const { api, as } = await start();
    const { ann, bob, teamId, invitationId, invited } = await teamWithInvitee(api, as);
    expect(invited.status).toBe(201);
    expect(invited.json.message).toBe('Invitation sent successfully!');
    const { invitation } = invited.json.data;
    expect(invitation).toMatchObject({
      email: 'bob@example.com',
      role: 'member',
      status: 'pending',
      invitedBy: ann.id,
    });
    const lifetime = Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt);
    expect(lifetime).toBe(7 * 24 * 60 * 60 * 1000);

    const listed = await as(bob.token).get('/api/teams/invitations/user/Bob%40Example.com');
    expect(listed.json.data.invitations).toEqual([
      expect.objectContaining({ id: invitationId, team: { name: 'Platform', description: '' } }),
    ]);
    expect((await as(ann.token).get('/api/teams/invitations/user/bob%40example.com')).status).toBe(403);

    // Not the invited address, not someone else's user id.
    expect(
      (await as(ann.token).post(`/api/teams/invitations/${invitationId}/respond`, { response: 'accepted' })).status,
    ).toBe(403);
    const forged = await as(bob.token).post(`/api/teams/invitations/${invitationId}/respond`, {
      response: 'accepted',
      userId: ann.id,
    });
    expect(forged.status).toBe(403);

    const accepted = await as(bob.token).post(`/api/teams/invitations/${invitationId}/respond`, {
      response: 'accepted',
      userId: bob.id,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json.data.team).toMatchObject({ id: teamId, role: 'member', memberCount: 2 });
    const again = await as(bob.token).post(`/api/teams/invitations/${invitationId}/respond`, { response: 'declined' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This invitation has already been accepted');
    expect((await as(bob.token).get('/api/teams/invitations/user/bob%40example.com')).json.data.invitations).toEqual(
      [],
    );

    const members = await as(bob.token).get(`/api/teams/${teamId}/members`);
    expect(members.json.data.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['ann@example.com', 'owner'],
      ['bob@example.com', 'member'],
    ]);
    const existing = await as(ann.token).post(`/api/teams/${teamId}/invitations`, { email: 'Bob@Example.com' });
    expect(existing.status).toBe(409);
    expect(existing.json.message).toBe('bob@example.com is already a member of this team');
    expect(
      (await as(ann.token).post(`/api/teams/${teamId}/invitations`, { email: 'x', role: 'admin' })).json.message,
    ).toBe('Please enter a valid email address');
    expect(
      (await as(ann.token).post(`/api/teams/${teamId}/invitations`, { email: 'c@example.com', role: 'owner' })).status,
    ).toBe(400);
  });

  it('refuses an expired invitation and a second pending one; a declined one adds nobody', async () => {
    const { api, as } = await start();
    const { ann, bob, teamId, invitationId } = await teamWithInvitee(api, as);
    const twice = await as(ann.token).post(`/api/teams/${teamId}/invitations`, { email: 'bob@example.com' });
    expect(twice.status).toBe(409);
    await server!.db
      .updateTable('team_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const late = await as(bob.token).post(`/api/teams/invitations/${invitationId}/respond`, { response: 'accepted' });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('This invitation has expired');

    const fresh = await as(ann.token).post(`/api/teams/${teamId}/invitations`, { email: 'bob@example.com' });
    const declined = await as(bob.token).post(`/api/teams/invitations/${fresh.json.data.invitation.id}/respond`, {
      response: 'declined',
    });
    expect(declined.json.data).toMatchObject({ invitation: { status: 'declined' }, team: null });
    expect((await as(ann.token).get(`/api/teams/${teamId}/members`)).json.data.members).toHaveLength(1);
    expect((await as(bob.token).post('/api/teams/invitations/nope/respond', { response: 'accepted' })).status).toBe(
      404,
    );
  });

  it("lists a team's pending invitations to its owner and admins, and lets them or the sender revoke one", async () => {
    const { api, as } = await start();
    const { ann, bob, teamId, invitationId } = await teamWithInvitee(api, as);
    const carol = await api.register('carol');
    const toCarol = await as(ann.token).post(`/api/teams/${teamId}/invitations`, { email: 'carol@example.com' });
    await as(carol.token).post(`/api/teams/invitations/${toCarol.json.data.invitation.id}/respond`, {
      response: 'accepted',
    });

    const sent = await as(ann.token).get('/api/teams/invitations/sent');
    expect(sent.json.data.invitations).toEqual([
      expect.objectContaining({ id: invitationId, email: 'bob@example.com', status: 'pending' }),
    ]);
    // Carol is a plain member, Bob is invited, not a member: whom the team invited is not theirs to see.
    expect((await as(carol.token).get('/api/teams/invitations/sent')).json.data.invitations).toEqual([]);
    expect((await as(bob.token).get('/api/teams/invitations/sent')).json.data.invitations).toEqual([]);

    // Carol is a plain member who did not send it; an outsider's team id does not reach it either.
    const byMember = await as(carol.token).del(`/api/teams/${teamId}/invitations/${invitationId}`);
    expect(byMember.status).toBe(403);
    const eve = await api.register('eve');
    const evesTeam = await as(eve.token).post('/api/teams', { name: 'Elsewhere' });
    const crossTeam = await as(eve.token).del(`/api/teams/${evesTeam.json.data.team.id}/invitations/${invitationId}`);
    expect(crossTeam.status).toBe(404);
    expect((await as(eve.token).del(`/api/teams/${teamId}/invitations/${invitationId}`)).status).toBe(403);

    const bobStream = await openLiveStream(server!.url, bob.token, [`user:${bob.id}`]);
    streams.push(bobStream);
    const revoked = await as(ann.token).del(`/api/teams/${teamId}/invitations/${invitationId}`);
    expect(revoked.status).toBe(200);
    expect(revoked.json.data.invitation).toMatchObject({ id: invitationId, status: 'revoked' });
    const told = await bobStream.waitFor(
      (m) => m.event === 'change' && (m.data as { type: string }).type === 'invitation_revoked',
    );
    expect(told.data).toMatchObject({ data: { invitation: { id: invitationId, status: 'revoked' } } });

    expect((await as(ann.token).get('/api/teams/invitations/sent')).json.data.invitations).toEqual([]);
    expect((await as(bob.token).get('/api/teams/invitations/user/bob%40example.com')).json.data.invitations).toEqual(
      [],
    );
    const late = await as(bob.token).post(`/api/teams/invitations/${invitationId}/respond`, { response: 'accepted' });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('This invitation has already been revoked');
    const again = await as(ann.token).del(`/api/teams/${teamId}/invitations/${invitationId}`);
    expect(again.status).toBe(409);

    // The sender may take back their own even as a plain member.
    const byCarol = await as(carol.token).post(`/api/teams/${teamId}/invitations`, { email: 'dan@example.com' });
    const ownRevoked = await as(carol.token).del(`/api/teams/${teamId}/invitations/${byCarol.json.data.invitation.id}`);
    expect(ownRevoked.status).toBe(200);
  });

  it('lets only the owner and admins invite when the team allows no invitations by members', async () => {
    const { api, as } = await start();
    const { ann, bob, invitationId } = await teamWithInvitee(api, as);
    await as(bob.token).post(`/api/teams/invitations/${invitationId}/respond`, { response: 'accepted' });
    const closed = await as(ann.token).post('/api/teams', { name: 'Closed', allowInvites: false });
    expect(closed.json.data.team.allowInvites).toBe(false);
    const closedId = closed.json.data.team.id;
    const toBob = await as(ann.token).post(`/api/teams/${closedId}/invitations`, { email: 'bob@example.com' });
    await as(bob.token).post(`/api/teams/invitations/${toBob.json.data.invitation.id}/respond`, {
      response: 'accepted',
    });
    const byMember = await as(bob.token).post(`/api/teams/${closedId}/invitations`, { email: 'carol@example.com' });
    expect(byMember.status).toBe(403);
    expect(byMember.json.message).toBe('Only the owner and admins can invite to this team');
  });

  it('shows an invitation to an address with no account once that address registers', async () => {
    const { api, as } = await start();
    const ann = await api.register('ann');
    const team = await as(ann.token).post('/api/teams', { name: 'Platform' });
    await as(ann.token).post(`/api/teams/${team.json.data.team.id}/invitations`, {
      email: 'Carol@Example.com',
      role: 'admin',
    });
    const carol = await api.register('carol');
    const listed = await as(carol.token).get('/api/teams/invitations/user/carol%40example.com');
    expect(listed.json.data.invitations).toEqual([
      expect.objectContaining({ role: 'admin', team: { name: 'Platform', description: '' } }),
    ]);
  });

  it('lets only the owner remove members, never the owner, and cuts the removed member off the live channel', async () => {
    const { api, as } = await start();
    const { ann, bob, teamId, invitationId } = await teamWithInvitee(api, as);
    await as(bob.token).post(`/api/teams/invitations/${invitationId}/respond`, { response: 'accepted' });
    const carolInvite = await as(ann.token).post(`/api/teams/${teamId}/invitations`, {
      email: 'carol@example.com',
      role: 'admin',
    });
    const carol = await api.register('carol');
    await as(carol.token).post(`/api/teams/invitations/${carolInvite.json.data.invitation.id}/respond`, {
      response: 'accepted',
    });
    const members: Array<{ id: string; userId: string; role: string }> = (
      await as(ann.token).get(`/api/teams/${teamId}/members`)
    ).json.data.members;
    const memberOf = (userId: string) => members.find((m) => m.userId === userId)!.id;

    // An admin is not the owner; nobody removes the owner, the owner included.
    expect((await as(carol.token).del(`/api/teams/${teamId}/members/${memberOf(bob.id)}`)).status).toBe(403);
    const owner = await as(ann.token).del(`/api/teams/${teamId}/members/${memberOf(ann.id)}`);
    expect(owner.status).toBe(403);
    expect(owner.json.message).toBe("The team's owner cannot be removed");
    expect(
      (await as(ann.token).del(`/api/teams/${teamId}/members/${memberOf(bob.id)}`, { removedBy: bob.id })).status,
    ).toBe(403);

    const stream = await openLiveStream(server!.url, bob.token, [`team:${teamId}`]);
    streams.push(stream);
    await stream.waitFor((m) => m.event === 'ready');
    const removed = await as(ann.token).del(`/api/teams/${teamId}/members/${memberOf(bob.id)}`, { removedBy: ann.id });
    expect(removed.status).toBe(200);
    await stream.waitFor((m) => m.event === 'revoked');
    const toDave = await as(ann.token).post(`/api/teams/${teamId}/invitations`, { email: 'dave@example.com' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      stream
        .changes()
        .some(
          (event) =>
            event.type === 'member_removed' ||
            (event.type === 'member_invited' &&
              (event.data as { invitation: { id: string } }).invitation.id === toDave.json.data.invitation.id),
        ),
    ).toBe(false);
    expect((await as(bob.token).get(`/api/teams/${teamId}/members`)).status).toBe(403);
    expect((await as(ann.token).del(`/api/teams/${teamId}/members/${memberOf(bob.id)}`)).status).toBe(404);
  });

  it("numbers a team's events and lists them as its activity; members follow them live", async () => {
    const { api, as } = await start();
    const { ann, bob, teamId, invitationId } = await teamWithInvitee(api, as);
    const annStream = await openLiveStream(server!.url, ann.token, [`team:${teamId}`]);
    const bobStream = await openLiveStream(server!.url, bob.token, [`user:${bob.id}`]);
    streams.push(annStream, bobStream);
    await bobStream.waitFor((m) => m.event === 'change' && (m.data as { type: string }).type === 'invitation_received');
    await as(bob.token).post(`/api/teams/invitations/${invitationId}/respond`, { response: 'accepted' });
    const joined = await annStream.waitFor((m) => m.id === `team:${teamId}:3`);
    expect(joined.data).toMatchObject({
      type: 'member_joined',
      actor: bob.id,
      data: { member: { email: 'bob@example.com', role: 'member' } },
    });
    expect(annStream.changes().map((e) => e.type)).toEqual(['team_created', 'member_invited', 'member_joined']);

    const activity = await as(bob.token).get('/api/teams/activity/default');
    expect(activity.json.data.activities.map((a: { type: string }) => a.type)).toEqual([
      'member_joined',
      'member_invited',
      'team_created',
    ]);
    expect(activity.json.data.activities[0]).toMatchObject({ id: `${teamId}:3`, teamId, userId: bob.id });
  });
});
