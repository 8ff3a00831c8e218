// Who reads the address of someone added to a workspace before they have an account, on SQLite and
// PostgreSQL, through the HTTP API and the live channel (docs/decisions/0031-who-sees-team-history.md):
// the owner and admins, never a member or viewer. The attack pinned: a viewer added later read, in
// the Members tab, the activity list and the live scope's replay, every address anyone was added by.
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { usePeopleServer } from '../../../test/peopleServer.js';

describe.each(TEST_DIALECTS)("a workspace's members and history on %s", (dialect) => {
  const people = usePeopleServer(dialect);

  /** Ann's workspace, where she added ines (no account) and, later, carol as admin and vic as viewer. */
  async function workspaceWithHistory() {
    const { user, follow } = await people.start();
    const ann = await user('ann');
    const id: string = (await ann.client.post('/api/workspace/create', { name: 'Shop API' })).json.data.workspace.id;
    await ann.client.post(`/api/workspace/${id}/members`, { email: 'ines@example.com' });
    const carol = await user('carol');
    await ann.client.post(`/api/workspace/${id}/members`, { email: 'carol@example.com', role: 'admin' });
    const vic = await user('vic');
    await ann.client.post(`/api/workspace/${id}/members`, { email: 'vic@example.com', role: 'viewer' });
    const read = async (person: typeof ann, what: 'members' | 'activity') =>
      JSON.stringify((await person.client.get(`/api/workspace/${id}/${what}`)).json.data);
    return { follow, id, ann, carol, vic, read };
  }

  it('keeps the addresses of pending members from a viewer, in the Members tab and the activity', async () => {
    const { vic, read } = await workspaceWithHistory();
    expect(await read(vic, 'members')).not.toMatch(/ines@/);
    const activity = await read(vic, 'activity');
    expect(activity).not.toMatch(/ines@/);
    // That someone was added stays in the history; who joined with an account is named.
    expect(activity).toMatch(/"description":"Member Added"/);
    expect(activity).toMatch(/Member Added: Test carol/);
  });

  it('shows them to the owner and admins', async () => {
    const { ann, carol, read } = await workspaceWithHistory();
    for (const person of [ann, carol]) {
      expect(await read(person, 'members')).toMatch(/"email":"ines@example.com","role":"member","status":"pending"/);
      expect(await read(person, 'activity')).toMatch(/Member Added: ines@example.com/);
    }
  });

  it("replays a viewer the workspace's live scope from its start without a pending member's address", async () => {
    const { follow, id, ann, vic } = await workspaceWithHistory();
    const stream = await follow(vic.token, [`workspace:${id}`]);
    await ann.client.post(`/api/workspace/${id}/members`, { email: 'gus@example.com' });
    await stream.waitFor(
      (message) =>
        message.event === 'change' &&
        JSON.stringify(message.data).includes('"status":"pending"') &&
        (message.data as { seq: number }).seq > 4,
    );
    expect(JSON.stringify(stream.changes())).not.toMatch(/ines@|gus@/);
  });
});
