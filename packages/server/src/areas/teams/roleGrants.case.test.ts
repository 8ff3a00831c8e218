// Who may make whom what in a team, on SQLite and PostgreSQL, through the HTTP API: nobody grants a
// role above their own. The attack pinned: a plain member of a team open to invitations invited a
// second account of theirs as admin, accepted, and was admin.
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { usePeopleServer } from '../../../test/peopleServer.js';

describe.each(TEST_DIALECTS)('granting team roles on %s', (dialect) => {
  const people = usePeopleServer(dialect);

  /** A team of ann (owner), carol (admin) and bob (member); `allowInvites` as given. */
  async function team(allowInvites: boolean) {
    const { user, db } = await people.start();
    const ann = await user('ann');
    const created = await ann.client.post('/api/teams', { name: 'Platform', allowInvites });
    const teamId: string = created.json.data.team.id;
    /** Someone the owner invited as `role`, who accepted. */
    const join = async (name: string, role: string) => {
      const person = await user(name);
      const invited = await ann.client.post(`/api/teams/${teamId}/invitations`, { email: `${name}@example.com`, role });
      await person.client.post(`/api/teams/invitations/${invited.json.data.invitation.id}/respond`, {
        response: 'accepted',
      });
      return person;
    };
    const carol = await join('carol', 'admin');
    const bob = await join('bob', 'member');
    const roleOf = async (email: string) =>
      (
        (await ann.client.get(`/api/teams/${teamId}/members`)).json.data.members as Array<{
          email: string;
          role: string;
        }>
      ).find((member) => member.email === email)?.role;
    return { user, db, teamId, byRole: { owner: ann, admin: carol, member: bob }, roleOf };
  }

  // granter → granted → allowed, with members allowed to invite (the default) and without.
  const MATRIX = [
    { allowInvites: true, granter: 'owner', granted: 'admin', allowed: true },
    { allowInvites: true, granter: 'owner', granted: 'member', allowed: true },
    { allowInvites: true, granter: 'admin', granted: 'admin', allowed: false },
    { allowInvites: true, granter: 'admin', granted: 'member', allowed: true },
    { allowInvites: true, granter: 'member', granted: 'admin', allowed: false },
    { allowInvites: true, granter: 'member', granted: 'member', allowed: true },
    { allowInvites: false, granter: 'owner', granted: 'admin', allowed: true },
    { allowInvites: false, granter: 'admin', granted: 'member', allowed: true },
    { allowInvites: false, granter: 'member', granted: 'admin', allowed: false },
    { allowInvites: false, granter: 'member', granted: 'member', allowed: false },
  ] as const;

  for (const { allowInvites, granter, granted, allowed } of MATRIX) {
    const invites = allowInvites ? 'members invite' : 'only the owner and admins invite';
    it(`${allowed ? 'lets' : 'refuses'} a team ${granter} invite${allowed ? '' : ' someone'} as ${granted} (${invites})`, async () => {
      const { user, teamId, byRole, roleOf } = await team(allowInvites);
      const invited = await byRole[granter].client.post(`/api/teams/${teamId}/invitations`, {
        email: 'dan@example.com',
        role: granted,
      });
      const dan = await user('dan');
      if (!allowed) {
        expect(invited.status).toBe(403);
        // Refused for the role when members may invite at all; for inviting when they may not.
        expect(invited.json).toMatchObject(
          granter === 'member' && !allowInvites
            ? { code: 'FORBIDDEN', message: 'Only the owner and admins can invite to this team' }
            : { code: 'ROLE_NOT_GRANTABLE', message: 'Only the owner can grant the admin role' },
        );
        expect((await dan.client.get('/api/teams/invitations/user/dan%40example.com')).json.data.invitations).toEqual(
          [],
        );
        expect(await roleOf('dan@example.com')).toBeUndefined();
        return;
      }
      expect(invited.status).toBe(201);
      const accepted = await dan.client.post(`/api/teams/invitations/${invited.json.data.invitation.id}/respond`, {
        response: 'accepted',
      });
      expect(accepted.status).toBe(200);
      expect(await roleOf('dan@example.com')).toBe(granted);
    });
  }

  it('never lets anyone invite an owner', async () => {
    const { teamId, byRole } = await team(true);
    const invited = await byRole.owner.client.post(`/api/teams/${teamId}/invitations`, {
      email: 'dan@example.com',
      role: 'owner',
    });
    expect(invited.status).toBe(400);
    expect(invited.json.message).toBe('Role must be member or admin');
  });

  it('checks the role again at acceptance: an admin invitation a member sent before the rule makes nobody admin', async () => {
    const { user, db, teamId, byRole, roleOf } = await team(true);
    const sent = await byRole.member.client.post(`/api/teams/${teamId}/invitations`, { email: 'dan@example.com' });
    const invitationId: string = sent.json.data.invitation.id;
    // What the member's call wrote before the rule: the same invitation, as admin.
    await db.updateTable('team_invitations').set({ role: 'admin' }).where('id', '=', invitationId).execute();
    const dan = await user('dan');
    const accepted = await dan.client.post(`/api/teams/invitations/${invitationId}/respond`, { response: 'accepted' });
    expect(accepted.status).toBe(403);
    expect(accepted.json).toMatchObject({
      code: 'ROLE_NOT_GRANTABLE',
      message: 'This invitation can no longer be accepted: whoever sent it cannot grant the admin role',
    });
    expect(await roleOf('dan@example.com')).toBeUndefined();
    // Declining grants nothing and stays possible.
    const declined = await dan.client.post(`/api/teams/invitations/${invitationId}/respond`, { response: 'declined' });
    expect(declined.status).toBe(200);
  });

  it('refuses an invitation whose sender has since been removed from the team', async () => {
    const { user, teamId, byRole, roleOf } = await team(true);
    const sent = await byRole.admin.client.post(`/api/teams/${teamId}/invitations`, { email: 'dan@example.com' });
    const members = (await byRole.owner.client.get(`/api/teams/${teamId}/members`)).json.data.members as Array<{
      id: string;
      email: string;
    }>;
    const carol = members.find((member) => member.email === 'carol@example.com')!;
    expect((await byRole.owner.client.del(`/api/teams/${teamId}/members/${carol.id}`)).status).toBe(200);
    const dan = await user('dan');
    const accepted = await dan.client.post(`/api/teams/invitations/${sent.json.data.invitation.id}/respond`, {
      response: 'accepted',
    });
    expect(accepted.status).toBe(403);
    expect(accepted.json.code).toBe('ROLE_NOT_GRANTABLE');
    expect(await roleOf('dan@example.com')).toBeUndefined();
  });
});
