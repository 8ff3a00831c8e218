// Workspaces on SQLite and PostgreSQL: a personal workspace for everyone, one current workspace per
// user, roles checked on every call (viewers read but never write), members added by e-mail, and
// every change delivered live to the workspace's members only.
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { usePeopleServer } from '../../../test/peopleServer.js';
import type { UserClient } from '../../../test/userClient.js';

describe.each(TEST_DIALECTS)('workspaces on %s', (dialect) => {
  const { start } = usePeopleServer(dialect);

  async function sharedWorkspace(owner: UserClient, name = 'Shop API') {
    const created = await owner.post('/api/workspace/create', { name });
    return created.json.data.workspace.id as string;
  }

  it('gives every user a personal workspace, current until they create or switch to another, and creates others with the defaults', async () => {
    const { user, api } = await start();
    const ann = await user('ann');
    const current = await ann.client.get('/api/workspace/current');
    expect(current.status).toBe(200);
    expect(current.json.data.workspace).toMatchObject({
      type: 'personal',
      role: 'owner',
      isCurrent: true,
      memberCount: 1,
    });

    const created = await ann.client.post('/api/workspace/create', { name: 'Shop API', description: 'Orders' });
    expect(created.status).toBe(201);
    expect(created.json.data.workspace).toMatchObject({
      name: 'Shop API',
      type: 'project',
      settings: { visibility: 'private', collaboration: true, autoBackup: true, notifications: true },
      role: 'owner',
      // The new workspace is current at once: the member added next joins it, not the personal one.
      isCurrent: true,
      collectionCount: 0,
      requestCount: 0,
      environmentCount: 0,
    });
    expect((await ann.client.get('/api/workspace/current')).json.data.workspace.name).toBe('Shop API');
    const personalId = current.json.data.workspace.id as string;
    const back = await ann.client.post('/api/workspace/switch', { workspaceId: personalId });
    expect(back.json.data.workspace).toMatchObject({ name: 'Personal Workspace', isCurrent: true });
    const switched = await ann.client.post('/api/workspace/switch', { workspaceId: created.json.data.workspace.id });
    expect(switched.json.data.workspace).toMatchObject({ name: 'Shop API', isCurrent: true });
    const list = await ann.client.get('/api/workspace/list');
    expect(list.json.data.workspaces.map((w: { name: string; isCurrent: boolean }) => [w.name, w.isCurrent])).toEqual([
      ['Personal Workspace', false],
      ['Shop API', true],
    ]);

    expect((await ann.client.post('/api/workspace/create', { name: ' ' })).json.message).toBe(
      'Workspace name is required',
    );
    expect((await ann.client.post('/api/workspace/switch', { workspaceId: 'nope' })).status).toBe(404);
    expect((await api.request('GET', '/api/workspace/list')).status).toBe(401);
  });

  it("keeps a workspace from non-members: another user's workspace is 403 on every call", async () => {
    const { user, follow } = await start();
    const ann = await user('ann');
    const eve = await user('eve');
    const id = await sharedWorkspace(ann.client);
    const collection = await ann.client.post(`/api/workspace/${id}/collections`, { collection: { name: 'Orders' } });
    const collectionId = collection.json.data.collection.id;
    for (const attempt of [
      eve.client.post('/api/workspace/switch', { workspaceId: id }),
      eve.client.get(`/api/workspace/${id}/members`),
      eve.client.post(`/api/workspace/${id}/members`, { email: 'eve@example.com', role: 'admin' }),
      eve.client.get(`/api/workspace/${id}/collections`),
      eve.client.put(`/api/workspace/${id}/collections/${collectionId}`, { baseVersion: 1, name: 'Mine' }),
      eve.client.get(`/api/workspace/${id}/activity`),
      eve.client.get(`/api/workspace/${id}/backups`),
      eve.client.get(`/api/workspace/analytics/overview?workspaceId=${id}`),
      eve.client.get(`/api/teams/collaboration/${collectionId}/collaborators`),
    ]) {
      expect((await attempt).status).toBe(403);
    }
    expect((await follow(eve.token, [`workspace:${id}`])).status).toBe(403);
    // A collection id from another workspace is not found through one's own workspace.
    const own = (await eve.client.get('/api/workspace/current')).json.data.workspace.id;
    expect(
      (await eve.client.put(`/api/workspace/${own}/collections/${collectionId}`, { baseVersion: 1, name: 'x' })).status,
    ).toBe(404);
  });

  it('adds members by e-mail with a role; viewers read but cannot write; an address with no account is pending until it registers', async () => {
    const { user } = await start();
    const ann = await user('ann');
    const bob = await user('bob');
    const id = await sharedWorkspace(ann.client);
    const added = await ann.client.post(`/api/workspace/${id}/members`, {
      email: 'Bob@Example.com',
      role: 'viewer',
      permissions: ['read'],
    });
    expect(added.status).toBe(201);
    expect(added.json.data.member).toMatchObject({
      email: 'bob@example.com',
      role: 'viewer',
      status: 'active',
      permissions: ['read'],
    });
    const pending = await ann.client.post(`/api/workspace/${id}/members`, { email: 'carol@example.com' });
    expect(pending.json.data.member).toMatchObject({ role: 'member', status: 'pending' });
    expect((await ann.client.post(`/api/workspace/${id}/members`, { email: 'bob@example.com' })).json.message).toBe(
      'bob@example.com is already a member of this workspace',
    );
    expect(
      (await ann.client.post(`/api/workspace/${id}/members`, { email: 'x@example.com', role: 'owner' })).status,
    ).toBe(400);
    expect((await ann.client.post(`/api/workspace/${id}/members`, { email: '' })).json.message).toBe(
      'Email is required',
    );

    await ann.client.post(`/api/workspace/${id}/collections`, { collection: { name: 'Orders' } });
    const read = await bob.client.get(`/api/workspace/${id}/collections`);
    expect(read.json.data.collections.map((c: { fields: { name: string } }) => c.fields.name)).toEqual(['Orders']);
    const write = await bob.client.post(`/api/workspace/${id}/collections`, { collection: { name: 'Mine' } });
    expect(write.status).toBe(403);
    expect(write.json.message).toBe('Viewers can open and send requests but not change this workspace');
    expect((await bob.client.post(`/api/workspace/${id}/members`, { email: 'dan@example.com' })).status).toBe(403);

    // An admin's first call may be a change: their own workspace is made on the way.
    const dan = await user('dan');
    await ann.client.post(`/api/workspace/${id}/members`, { email: 'dan@example.com', role: 'admin' });
    const renamed = await dan.client.put(`/api/workspace/${id}`, {
      name: 'Shop API (prod)',
      settings: { visibility: 'public' },
    });
    expect(renamed.json.data.workspace).toMatchObject({
      name: 'Shop API (prod)',
      role: 'admin',
      settings: { visibility: 'public', autoBackup: true },
    });
    expect((await bob.client.put(`/api/workspace/${id}`, { name: 'Mine' })).status).toBe(403);

    const carol = await user('carol');
    const list = await carol.client.get('/api/workspace/list');
    expect(list.json.data.workspaces.map((w: { name: string; role: string }) => [w.name, w.role])).toContainEqual([
      'Shop API (prod)',
      'member',
    ]);
    const members = await ann.client.get(`/api/workspace/${id}/members`);
    expect(members.json.data.members.map((m: { email: string; status: string }) => [m.email, m.status])).toEqual([
      ['ann@example.com', 'active'],
      ['bob@example.com', 'active'],
      ['carol@example.com', 'active'],
      ['dan@example.com', 'active'],
    ]);
  });

  it("delivers changes to members live and stops a removed member's stream at once", async () => {
    const { user, follow } = await start();
    const ann = await user('ann');
    const bob = await user('bob');
    const id = await sharedWorkspace(ann.client);
    const added = await ann.client.post(`/api/workspace/${id}/members`, { email: 'bob@example.com', role: 'member' });
    const stream = await follow(bob.token, [`workspace:${id}`]);
    await stream.waitFor((m) => m.event === 'ready');
    const created = await ann.client.post(`/api/workspace/${id}/collections`, {
      collection: { id: 'made-in-anns-browser', name: 'Orders' },
    });
    const event = await stream.waitFor(
      (m) => m.event === 'change' && (m.data as { type: string }).type === 'collection_created',
    );
    // The server's id is the collection's; the browser's own id is told back beside it, so the
    // browser that made it can tell it from a teammate's when the event comes before the reply.
    expect(created.json.data.collection.id).not.toBe('made-in-anns-browser');
    expect(event.data).toMatchObject({
      actor: ann.id,
      data: {
        collection: { id: created.json.data.collection.id, fields: { name: 'Orders' } },
        clientId: 'made-in-anns-browser',
      },
    });
    await ann.client.post(`/api/workspace/${id}/collections/${created.json.data.collection.id}/items`, {
      item: {
        type: 'folder',
        id: 'folder-in-anns-browser',
        name: 'Refunds',
        items: [{ type: 'request', id: 'inner', name: 'List', url: '/r', method: 'GET' }],
      },
    });
    const items = [
      await stream.waitFor((m) => (m.data as { type: string }).type === 'item_created'),
      await stream.waitFor(
        (m) => (m.data as { type: string }).type === 'item_created' && JSON.stringify(m.data).includes('"List"'),
      ),
    ];
    expect(items.map((m) => (m.data as { data: { clientId?: string } }).data.clientId)).toEqual([
      'folder-in-anns-browser',
      undefined,
    ]);
    await ann.client.post(`/api/workspace/${id}/environments`, {
      environment: { id: 'env-in-anns-browser', name: 'Staging', variables: [] },
    });
    const environment = await stream.waitFor((m) => (m.data as { type: string }).type === 'environment_created');
    expect((environment.data as { data: { clientId?: string } }).data.clientId).toBe('env-in-anns-browser');

    const owner = (await ann.client.get(`/api/workspace/${id}/members`)).json.data.members[0];
    expect((await ann.client.del(`/api/workspace/${id}/members/${owner.id}`)).status).toBe(403);
    expect((await bob.client.del(`/api/workspace/${id}/members/${added.json.data.member.id}`)).status).toBe(403);
    expect((await ann.client.del(`/api/workspace/${id}/members/${added.json.data.member.id}`)).status).toBe(200);
    await stream.waitFor((m) => m.event === 'revoked');
    await ann.client.post(`/api/workspace/${id}/collections`, { collection: { name: 'Secret plans' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(JSON.stringify(stream.messages)).not.toContain('Secret plans');
    expect((await bob.client.get(`/api/workspace/${id}/collections`)).status).toBe(403);
  });

  it('refuses a write based on a stale version with 409 and the current version', async () => {
    const { user } = await start();
    const ann = await user('ann');
    const bob = await user('bob');
    const id = await sharedWorkspace(ann.client);
    await ann.client.post(`/api/workspace/${id}/members`, { email: 'bob@example.com' });
    const created = await ann.client.post(`/api/workspace/${id}/collections`, {
      collection: {
        name: 'Orders',
        items: [{ type: 'request', id: 'r1', name: 'List orders', method: 'GET', url: '{{baseUrl}}/orders' }],
      },
    });
    const collection = created.json.data.collection;
    const request = collection.items[0];
    const path = `/api/workspace/${id}/collections/${collection.id}/items/${request.id}`;

    const annSaves = await ann.client.put(path, {
      baseVersion: 1,
      item: { ...request.content, url: '{{baseUrl}}/orders?page=1' },
    });
    expect(annSaves.json.data.item).toMatchObject({ version: 2, content: { url: '{{baseUrl}}/orders?page=1' } });
    const bobSaves = await bob.client.put(path, {
      baseVersion: 1,
      item: { ...request.content, url: '{{baseUrl}}/v2/orders' },
    });
    expect(bobSaves.status).toBe(409);
    expect(bobSaves.json).toMatchObject({
      success: false,
      code: 'VERSION_CONFLICT',
      message: 'Someone else changed this request since you opened it',
      data: { current: { version: 2, content: { url: '{{baseUrl}}/orders?page=1' } } },
    });
    expect(
      (await bob.client.put(path, { baseVersion: 2, item: { ...request.content, url: '{{baseUrl}}/v2/orders' } })).json
        .data.item.version,
    ).toBe(3);

    const rename = await bob.client.put(`/api/workspace/${id}/collections/${collection.id}`, {
      baseVersion: 1,
      name: 'Orders v2',
    });
    expect(rename.json.data.collection).toMatchObject({ version: 2, fields: { name: 'Orders v2' } });
    const stale = await ann.client.put(`/api/workspace/${id}/collections/${collection.id}`, {
      baseVersion: 1,
      name: 'Orders (old)',
    });
    expect(stale.status).toBe(409);
    expect(stale.json.data.current).toMatchObject({ version: 2, fields: { name: 'Orders v2' } });
    expect((await ann.client.put(path, { item: request.content })).json.message).toBe('baseVersion is required');
  });

  it('orders requests and folders by fractional keys: a move rewrites only the moved row', async () => {
    const { user } = await start();
    const ann = await user('ann');
    const id = await sharedWorkspace(ann.client);
    const req = (name: string) => ({
      type: 'request',
      id: name,
      name,
      method: 'GET',
      url: `https://example.test/${name}`,
    });
    const created = await ann.client.post(`/api/workspace/${id}/collections`, {
      collection: {
        name: 'C',
        items: [req('a'), req('b'), req('c'), { type: 'folder', id: 'f', name: 'Folder', items: [req('inner')] }],
      },
    });
    const collectionId = created.json.data.collection.id;
    const base = `/api/workspace/${id}/collections/${collectionId}`;
    const items = (): Promise<
      Array<{ id: string; parentId: string | null; position: string; content: { name: string } }>
    > => ann.client.get(`/api/workspace/${id}/collections`).then((r) => r.json.data.collections[0].items);
    const byName = async (name: string) => (await items()).find((item) => item.content.name === name)!;
    const order = async (parentId: string | null) =>
      (await items())
        .filter((item) => item.parentId === parentId)
        .sort((x, y) => (x.position < y.position ? -1 : 1))
        .map((item) => item.content.name);
    expect(await order(null)).toEqual(['a', 'b', 'c', 'Folder']);

    const before = await items();
    const c = await byName('c');
    const a = await byName('a');
    await ann.client.post(`${base}/items/${c.id}/move`, { parentId: null, beforeId: a.id });
    expect(await order(null)).toEqual(['c', 'a', 'b', 'Folder']);
    const after = await items();
    const changed = after.filter((item) => before.find((old) => old.id === item.id)!.position !== item.position);
    expect(changed.map((item) => item.content.name)).toEqual(['c']);

    const folder = await byName('Folder');
    const b = await byName('b');
    await ann.client.post(`${base}/items/${b.id}/move`, { parentId: folder.id, afterId: (await byName('inner')).id });
    expect(await order(folder.id)).toEqual(['inner', 'b']);
    expect((await ann.client.post(`${base}/items/${folder.id}/move`, { parentId: folder.id })).status).toBe(400);
    const added = await ann.client.post(`${base}/items`, { parentId: null, afterId: c.id, item: req('new') });
    expect(added.status).toBe(201);
    expect(await order(null)).toEqual(['c', 'new', 'a', 'Folder']);
    // A folder arrives with what it holds (Duplicate): each becomes an item of its own.
    const copied = await ann.client.post(`${base}/items`, {
      parentId: null,
      afterId: folder.id,
      item: { type: 'folder', id: 'copy', name: 'Folder Copy', items: [req('inner copy')] },
    });
    expect(copied.status).toBe(201);
    expect(await order(null)).toEqual(['c', 'new', 'a', 'Folder', 'Folder Copy']);
    expect(await order(copied.json.data.item.id)).toEqual(['inner copy']);

    await ann.client.del(`${base}/items/${folder.id}`);
    expect((await items()).map((item) => item.content.name).sort()).toEqual([
      'Folder Copy',
      'a',
      'c',
      'inner copy',
      'new',
    ]);
    const list = await ann.client.get('/api/workspace/list');
    expect(list.json.data.workspaces.find((w: { id: string }) => w.id === id)).toMatchObject({
      collectionCount: 1,
      requestCount: 4,
    });
  });

  it("never shows one member's secret values to another", async () => {
    const { user, follow } = await start();
    const ann = await user('ann');
    const bob = await user('bob');
    const id = await sharedWorkspace(ann.client);
    await ann.client.post(`/api/workspace/${id}/members`, { email: 'bob@example.com' });
    const stream = await follow(bob.token, [`workspace:${id}`]);
    const created = await ann.client.post(`/api/workspace/${id}/environments`, {
      environment: {
        name: 'Staging',
        variables: [
          { key: 'baseUrl', value: 'https://staging.example.test' },
          { key: 'token', value: 'ann-secret-token', type: 'secret' },
        ],
      },
    });
    expect(created.json.data.environment.variables[1]).toMatchObject({ key: 'token', value: 'ann-secret-token' });
    const environmentId = created.json.data.environment.id;
    const seenByBob = await bob.client.get(`/api/workspace/${id}/environments`);
    expect(seenByBob.json.data.environments[0].variables).toEqual([
      expect.objectContaining({ key: 'baseUrl', value: 'https://staging.example.test' }),
      expect.objectContaining({ key: 'token', value: '', type: 'secret' }),
    ]);
    await bob.client.put(`/api/workspace/${id}/environments/${environmentId}`, {
      baseVersion: 1,
      variables: [
        { key: 'baseUrl', value: 'https://staging.example.test' },
        { key: 'token', value: 'bob-own-token', type: 'secret' },
      ],
    });
    const annView = await ann.client.get(`/api/workspace/${id}/environments`);
    expect(annView.json.data.environments[0]).toMatchObject({ version: 2 });
    expect(annView.json.data.environments[0].variables[1].value).toBe('ann-secret-token');
    expect(
      (await bob.client.get(`/api/workspace/${id}/environments`)).json.data.environments[0].variables[1].value,
    ).toBe('bob-own-token');
    await stream.waitFor((m) => (m.data as { type?: string })?.type === 'environment_updated');
    expect(JSON.stringify(stream.messages)).not.toContain('ann-secret-token');
  });

  it('creates a runnable collection and its environment from a template, and templates of its own', async () => {
    const { user } = await start();
    const ann = await user('ann');
    const id = (await ann.client.get('/api/workspace/current')).json.data.workspace.id;
    const templates = await ann.client.get(`/api/workspace/${id}/templates`);
    expect(templates.json.data.templates.map((t: { category: string; name: string }) => t.name)).toEqual([
      'CRUD API',
      'OAuth 2.0 client credentials',
      'Pagination',
      'GraphQL',
    ]);
    const used = await ann.client.post(`/api/workspace/${id}/templates/builtin-oauth2-client-credentials/use`);
    expect(used.status).toBe(201);
    expect(used.json.data.collection.items.map((item: { content: { name: string } }) => item.content.name)).toEqual([
      'Get token',
      'Call the API',
    ]);
    expect(used.json.data.environment.variables.map((v: { key: string }) => v.key)).toContain('clientSecret');
    const current = await ann.client.get('/api/workspace/current');
    expect(current.json.data.workspace).toMatchObject({ collectionCount: 1, requestCount: 2, environmentCount: 1 });

    const own = await ann.client.post(`/api/workspace/${id}/templates`, {
      name: 'Our auth flow',
      category: 'auth',
      tags: ['internal'],
      collectionId: used.json.data.collection.id,
    });
    expect(own.json.data.template).toMatchObject({
      name: 'Our auth flow',
      category: 'auth',
      tags: ['internal'],
      builtIn: false,
    });
    const fromOwn = await ann.client.post(`/api/workspace/${id}/templates/${own.json.data.template.id}/use`);
    expect(fromOwn.json.data.collection.fields.name).toBe('OAuth 2.0 client credentials');
    expect((await ann.client.post(`/api/workspace/${id}/templates`, { name: '' })).json.message).toBe(
      'Template name is required',
    );
    expect((await ann.client.post(`/api/workspace/${id}/templates/nope/use`)).status).toBe(404);
  });

  it('counts real sends in the overview and lists typed activity', async () => {
    const { user } = await start();
    const ann = await user('ann');
    const bob = await user('bob');
    const id = await sharedWorkspace(ann.client);
    await ann.client.post(`/api/workspace/${id}/members`, { email: 'bob@example.com', role: 'viewer' });
    expect((await ann.client.get(`/api/workspace/analytics/overview?workspaceId=${id}`)).json.data).toEqual({
      totalRequests: 0,
      averageResponseTime: 0,
      activeUsers: 1,
    });
    await ann.client.post(`/api/workspace/${id}/sends`, { method: 'GET', status: 200, durationMs: 100 });
    await bob.client.post(`/api/workspace/${id}/sends`, { method: 'POST', status: 201, durationMs: 301 });
    const overview = await bob.client.get(`/api/workspace/analytics/overview?workspaceId=${id}`);
    expect(overview.json.data).toEqual({ totalRequests: 2, averageResponseTime: 201, activeUsers: 2 });
    // Without a workspace named, the overview is of the caller's current one: ann's is the one she made.
    expect((await ann.client.get('/api/workspace/analytics/overview')).json.data).toEqual(overview.json.data);
    expect((await bob.client.get('/api/workspace/analytics/overview')).json.data.totalRequests).toBe(0);
    const activity = await ann.client.get(`/api/workspace/${id}/activity`);
    expect(
      activity.json.data.activities
        .slice(0, 3)
        .map((a: { type: string; user: string; action: string }) => [a.type, a.user, a.action]),
    ).toEqual([
      ['request', 'Test bob', 'Request Sent'],
      ['request', 'Test ann', 'Request Sent'],
      ['member', 'Test ann', 'Member Added'],
    ]);
  });

  it('lists who is looking at a collection now, members only', async () => {
    const { user } = await start();
    const ann = await user('ann');
    const bob = await user('bob');
    const id = await sharedWorkspace(ann.client);
    const added = await ann.client.post(`/api/workspace/${id}/members`, { email: 'bob@example.com', role: 'viewer' });
    const collectionId = (await ann.client.post(`/api/workspace/${id}/collections`, { collection: { name: 'Orders' } }))
      .json.data.collection.id;
    const path = `/api/teams/collaboration/${collectionId}`;
    await ann.client.post(`${path}/presence`);
    await bob.client.post(`${path}/presence`);
    const both = await ann.client.get(`${path}/collaborators`);
    expect(both.json.data.collaborators.map((c: { name: string }) => c.name).sort()).toEqual(['Test ann', 'Test bob']);
    await ann.client.del(`/api/workspace/${id}/members/${added.json.data.member.id}`);
    const after = await ann.client.get(`${path}/collaborators`);
    expect(after.json.data.collaborators.map((c: { userId: string }) => c.userId)).toEqual([ann.id]);
    expect((await bob.client.post(`${path}/presence`)).status).toBe(403);
    expect((await ann.client.get('/api/teams/collaboration/nope/collaborators')).status).toBe(404);
  });

  it("grants a team workspace to the team's members, and only while they are members", async () => {
    const { user } = await start();
    const ann = await user('ann');
    const bob = await user('bob');
    const teamId = (await ann.client.post('/api/teams', { name: 'Platform' })).json.data.team.id;
    const invitation = (await ann.client.post(`/api/teams/${teamId}/invitations`, { email: 'bob@example.com' })).json
      .data.invitation;
    await bob.client.post(`/api/teams/invitations/${invitation.id}/respond`, { response: 'accepted' });
    const created = await ann.client.post('/api/workspace/create', { name: 'Platform APIs', type: 'project', teamId });
    expect(created.json.data.workspace).toMatchObject({ type: 'team', teamId, memberCount: 2 });
    const id = created.json.data.workspace.id;
    expect((await bob.client.post('/api/workspace/create', { name: 'Not mine', teamId })).status).toBe(403);

    const seen = (await bob.client.get('/api/workspace/list')).json.data.workspaces;
    expect(seen.find((w: { id: string }) => w.id === id)).toMatchObject({ role: 'member' });
    const members = (await ann.client.get(`/api/workspace/${id}/members`)).json.data.members;
    expect(members.map((m: { email: string; role: string; source: string }) => [m.email, m.role, m.source])).toEqual([
      ['ann@example.com', 'owner', 'direct'],
      ['bob@example.com', 'member', 'team'],
    ]);
    const bobInTeam = (await ann.client.get(`/api/teams/${teamId}/members`)).json.data.members[1].id;
    await ann.client.del(`/api/teams/${teamId}/members/${bobInTeam}`);
    expect((await bob.client.get(`/api/workspace/${id}/collections`)).status).toBe(403);
  });
});
