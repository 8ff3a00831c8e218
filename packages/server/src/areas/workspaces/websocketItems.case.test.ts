// WebSocket requests in a workspace's collections, on SQLite and PostgreSQL: stored beside HTTP
// requests and folders as items of their own kind, read back whole (headers, protocols, auth, saved
// messages), a saved message reaching a teammate live, and no way for an outsider to read or change one.
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { usePeopleServer } from '../../../test/peopleServer.js';

const feed = {
  type: 'websocket',
  id: 'w1',
  name: 'Order feed',
  url: '{{wsUrl}}/orders',
  headers: [{ key: 'X-Client', value: 'courier', enabled: true }],
  protocols: ['orders.v1'],
  auth: { type: 'inherit' },
  messages: [{ id: 'm1', name: 'Subscribe', type: 'text', body: '{"subscribe":"orders"}' }],
  createdAt: '2026-11-24T10:00:00.000Z',
};

describe.each(TEST_DIALECTS)('WebSocket requests in workspace collections on %s', (dialect) => {
  const { start } = usePeopleServer(dialect);

  it('keeps one whole beside HTTP requests, brings a saved message to a teammate live, and keeps outsiders out', async () => {
    const { user, follow } = await start();
    const ann = await user('ann');
    const bob = await user('bob');
    const eve = await user('eve');
    const id = (await ann.client.post('/api/workspace/create', { name: 'Orders' })).json.data.workspace.id as string;
    await ann.client.post(`/api/workspace/${id}/members`, { email: 'bob@example.com', role: 'member' });

    const created = await ann.client.post(`/api/workspace/${id}/collections`, {
      collection: {
        name: 'Orders',
        auth: { type: 'bearer', token: '{{token}}' },
        items: [
          { type: 'request', id: 'r1', name: 'List orders', method: 'GET', url: '{{baseUrl}}/orders' },
          { type: 'folder', id: 'f1', name: 'Live', items: [feed] },
        ],
      },
    });
    expect(created.status).toBe(201);
    const collection = created.json.data.collection;
    const base = `/api/workspace/${id}/collections/${collection.id}`;
    const kinds = collection.items.map((item: { kind: string; content: { name: string } }) => [
      item.kind,
      item.content.name,
    ]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['request', 'List orders'],
        ['folder', 'Live'],
        ['websocket', 'Order feed'],
      ]),
    );

    // Read back as stored: every field of the WebSocket request, in its folder.
    const [listed] = (await bob.client.get(`/api/workspace/${id}/collections`)).json.data.collections;
    const stored = listed.items.find((item: { kind: string }) => item.kind === 'websocket');
    const folder = listed.items.find((item: { kind: string }) => item.kind === 'folder');
    expect(stored.parentId).toBe(folder.id);
    expect(stored.content).toEqual({ ...feed, id: stored.id });

    // Bob follows the workspace; Ann keeps a second saved message.
    const stream = await follow(bob.token, [`workspace:${id}`]);
    await stream.waitFor((m) => m.event === 'ready');
    const hello = { id: 'm2', name: 'Ping', type: 'binary', encoding: 'hex', body: 'de ad' };
    const saved = await ann.client.put(`${base}/items/${stored.id}`, {
      baseVersion: stored.version,
      item: { ...stored.content, messages: [...feed.messages, hello] },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data.item).toMatchObject({ kind: 'websocket', version: 2 });
    const event = await stream.waitFor(
      (m) => m.event === 'change' && (m.data as { type: string }).type === 'item_updated',
    );
    expect(event.data).toMatchObject({
      data: { item: { id: stored.id, content: { messages: [feed.messages[0], hello] } } },
    });

    // A new one goes into the folder chosen; a WebSocket request never turns into an HTTP one.
    const added = await bob.client.post(`${base}/items`, {
      parentId: folder.id,
      item: { ...feed, id: 'w2', name: 'Price feed', messages: [] },
    });
    expect(added.status).toBe(201);
    expect(added.json.data.item).toMatchObject({ kind: 'websocket', parentId: folder.id });
    const turned = await ann.client.put(`${base}/items/${stored.id}`, {
      baseVersion: 2,
      item: { type: 'request', id: stored.id, name: 'Order feed', method: 'GET', url: 'https://x.test' },
    });
    expect(turned.status).toBe(400);
    expect(turned.json.message).toBe('This is a WebSocket request; it cannot become a request');

    // Eve is no member: she can neither read nor change it.
    expect((await eve.client.get(`/api/workspace/${id}/collections`)).status).toBe(403);
    expect(
      (await eve.client.put(`${base}/items/${stored.id}`, { baseVersion: 2, item: { ...stored.content, name: 'x' } }))
        .status,
    ).toBe(403);
    expect((await eve.client.del(`${base}/items/${stored.id}`)).status).toBe(403);
    const after = (await ann.client.get(`/api/workspace/${id}/collections`)).json.data.collections[0];
    expect(after.items.find((item: { id: string }) => item.id === stored.id).content.name).toBe('Order feed');
  });
});
