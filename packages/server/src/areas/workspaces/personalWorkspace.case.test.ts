// A personal workspace is its owner's alone, on SQLite and PostgreSQL. Attack modelled: a teammate
// added right after "Create Workspace" became a read/write member of the creator's personal
// workspace, because creating one did not make it current; and the teammate then listed two
// workspaces both called "Personal Workspace".
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { usePeopleServer } from '../../../test/peopleServer.js';
import { PERSONAL_WORKSPACE_HAS_ONE_MEMBER } from './personalWorkspace.js';

interface Listed {
  id: string;
  name: string;
  type: string;
  isCurrent: boolean;
}

describe.each(TEST_DIALECTS)('a personal workspace on %s', (dialect) => {
  const people = usePeopleServer(dialect);

  it('makes a new workspace current, so the member added next joins it', async () => {
    const { user } = await people.start();
    const ann = await user('ann');
    const bob = await user('bob');
    const created = (await ann.client.post('/api/workspace/create', { name: 'Payments WS' })).json.data.workspace;
    expect(created.isCurrent).toBe(true);
    const current = (await ann.client.get('/api/workspace/current')).json.data.workspace;
    expect(current).toMatchObject({ id: created.id, name: 'Payments WS' });

    const added = await ann.client.post(`/api/workspace/${current.id}/members`, {
      email: 'bob@example.com',
      role: 'member',
    });
    expect(added.status).toBe(201);
    const bobs = (await bob.client.get('/api/workspace/list')).json.data.workspaces as Listed[];
    expect(bobs.map((workspace) => workspace.name).sort()).toEqual(['Payments WS', 'Personal Workspace']);
    expect(bobs.filter((workspace) => workspace.type === 'personal')).toHaveLength(1);
  });

  it("refuses to add anyone to a personal workspace, even by its owner's own call", async () => {
    const { user } = await people.start();
    const ann = await user('ann');
    const bob = await user('bob');
    const personal = ((await ann.client.get('/api/workspace/list')).json.data.workspaces as Listed[]).find(
      (workspace) => workspace.type === 'personal',
    )!;
    const added = await ann.client.post(`/api/workspace/${personal.id}/members`, {
      email: 'bob@example.com',
      role: 'member',
    });
    expect(added.status).toBe(409);
    expect(added.json).toMatchObject({ code: 'CONFLICT', message: PERSONAL_WORKSPACE_HAS_ONE_MEMBER });
    const members = (await ann.client.get(`/api/workspace/${personal.id}/members`)).json.data.members as unknown[];
    expect(members).toHaveLength(1);
    const bobs = (await bob.client.get('/api/workspace/list')).json.data.workspaces as Listed[];
    expect(bobs.map((workspace) => workspace.id)).not.toContain(personal.id);
    // Its type cannot be changed into a shared one either: the update form has no such field.
    await ann.client.put(`/api/workspace/${personal.id}`, { type: 'team' });
    const after = ((await ann.client.get('/api/workspace/list')).json.data.workspaces as Listed[]).find(
      (workspace) => workspace.id === personal.id,
    );
    expect(after?.type).toBe('personal');
  });

  it("names another user's personal workspace by its owner, never by the bare generic name", async () => {
    const { user, db } = await people.start();
    const ann = await user('ann');
    const bob = await user('bob');
    const annPersonal = ((await ann.client.get('/api/workspace/list')).json.data.workspaces as Listed[]).find(
      (workspace) => workspace.type === 'personal',
    )!;
    // A membership made before the rule, as the bug made them.
    await db
      .insertInto('workspace_members')
      .values({
        id: 'legacy-membership',
        workspace_id: annPersonal.id,
        user_id: bob.id,
        email: 'bob@example.com',
        role: 'member',
        created_at: new Date().toISOString(),
      })
      .execute();
    const names = ((await bob.client.get('/api/workspace/list')).json.data.workspaces as Listed[]).map(
      (workspace) => workspace.name,
    );
    expect(names.filter((name) => name === 'Personal Workspace')).toHaveLength(1);
    expect(names).toContain("Test ann's Personal Workspace");
  });
});
