// Who may make whom what in a workspace, on SQLite and PostgreSQL, through the HTTP API: nobody grants
// a role above their own, and an admin grants member and viewer only. The attack pinned: a workspace
// admin (or a team admin, an admin of the team's workspaces) added a second account of theirs as admin.
import { ASSIGNABLE_WORKSPACE_ROLES, WORKSPACE_ROLES } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { usePeopleServer } from '../../../test/peopleServer.js';

describe.each(TEST_DIALECTS)('granting workspace roles on %s', (dialect) => {
  const people = usePeopleServer(dialect);

  /** A workspace of ann (owner) with someone holding each other role. */
  async function workspace() {
    const { user } = await people.start();
    const ann = await user('ann');
    const id: string = (await ann.client.post('/api/workspace/create', { name: 'Shop API' })).json.data.workspace.id;
    const byRole = { owner: ann, admin: await user('carol'), member: await user('bob'), viewer: await user('vic') };
    for (const [role, name] of [
      ['admin', 'carol'],
      ['member', 'bob'],
      ['viewer', 'vic'],
    ] as const) {
      await ann.client.post(`/api/workspace/${id}/members`, { email: `${name}@example.com`, role });
    }
    const roleOf = async (email: string) =>
      (
        (await ann.client.get(`/api/workspace/${id}/members`)).json.data.members as Array<{
          email: string;
          role: string;
        }>
      ).find((member) => member.email === email)?.role;
    return { id, byRole, roleOf };
  }

  const ALLOWED: Record<(typeof WORKSPACE_ROLES)[number], readonly string[]> = {
    owner: ['admin', 'member', 'viewer'],
    admin: ['member', 'viewer'],
    member: [],
    viewer: [],
  };

  for (const granter of WORKSPACE_ROLES) {
    for (const granted of ASSIGNABLE_WORKSPACE_ROLES) {
      const allowed = ALLOWED[granter].includes(granted);
      it(`${allowed ? 'lets' : 'refuses'} a workspace ${granter} add${allowed ? '' : ' someone'} as ${granted}`, async () => {
        const { id, byRole, roleOf } = await workspace();
        const added = await byRole[granter].client.post(`/api/workspace/${id}/members`, {
          email: 'dan@example.com',
          role: granted,
        });
        if (allowed) {
          expect(added.status).toBe(201);
          expect(await roleOf('dan@example.com')).toBe(granted);
          return;
        }
        expect(added.status).toBe(403);
        // Members and viewers manage nobody; an admin manages members but grants no admin.
        expect(added.json).toMatchObject(
          granter === 'admin'
            ? { code: 'ROLE_NOT_GRANTABLE', message: 'Only the owner can grant the admin role' }
            : { code: 'FORBIDDEN', message: 'Only the owner and admins can manage members' },
        );
        expect(await roleOf('dan@example.com')).toBeUndefined();
      });
    }
  }

  it('never lets anyone add an owner', async () => {
    const { id, byRole } = await workspace();
    const added = await byRole.owner.client.post(`/api/workspace/${id}/members`, {
      email: 'dan@example.com',
      role: 'owner',
    });
    expect(added.status).toBe(400);
  });

  it("refuses a team's admin, an admin of the team's workspaces, adding an admin there", async () => {
    const { user } = await people.start();
    const ann = await user('ann');
    const carol = await user('carol');
    const teamId: string = (await ann.client.post('/api/teams', { name: 'Platform' })).json.data.team.id;
    const invited = await ann.client.post(`/api/teams/${teamId}/invitations`, {
      email: 'carol@example.com',
      role: 'admin',
    });
    await carol.client.post(`/api/teams/invitations/${invited.json.data.invitation.id}/respond`, {
      response: 'accepted',
    });
    const id: string = (await ann.client.post('/api/workspace/create', { name: 'Shared', teamId })).json.data.workspace
      .id;
    const asAdmin = await carol.client.post(`/api/workspace/${id}/members`, {
      email: 'dan@example.com',
      role: 'admin',
    });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.json.code).toBe('ROLE_NOT_GRANTABLE');
    const asMember = await carol.client.post(`/api/workspace/${id}/members`, { email: 'dan@example.com' });
    expect(asMember.status).toBe(201);
  });
});
