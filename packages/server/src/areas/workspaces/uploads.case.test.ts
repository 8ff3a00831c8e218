// A large collection put into a shared workspace in batches and read back in pages, on SQLite and
// PostgreSQL (decision 0050): nobody sees an upload until it is finished, finishing it announces it with
// one small event, a teammate reads every item in pages in order, and no viewer or outsider can upload
// into the workspace, reach someone else's upload, or page another workspace's items.
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { usePeopleServer } from '../../../test/peopleServer.js';

/** More than two batches of requests in one folder, so siblings continue from batch to batch. */
const REQUESTS = 2400;
const BATCH = 1000;
const requestEntry = (index: number) => ({
  id: `r${index}`,
  parentId: 'f1',
  item: {
    type: 'request',
    id: `r${index}`,
    name: `Request ${String(index).padStart(5, '0')}`,
    method: 'GET',
    url: '{{baseUrl}}/r',
  },
});
const entries = [
  { id: 'f1', parentId: null, item: { type: 'folder', id: 'f1', name: 'Everything' } },
  ...Array.from({ length: REQUESTS }, (_, index) => requestEntry(index)),
];

interface PagedItem {
  id: string;
  parentId: string | null;
  kind: string;
  position: string;
  content: { name: string };
}

describe.each(TEST_DIALECTS)('uploading and paging a large collection on %s', (dialect) => {
  const { start } = usePeopleServer(dialect);

  it('hides an upload until finished, announces it with one small event, and pages every item in order', async () => {
    const { user, follow } = await start();
    const ann = await user('ann');
    const bob = await user('bob');
    const id = (await ann.client.post('/api/workspace/create', { name: 'Big' })).json.data.workspace.id as string;
    await ann.client.post(`/api/workspace/${id}/members`, { email: 'bob@example.com', role: 'member' });
    const stream = await follow(bob.token, [`workspace:${id}`]);
    await stream.waitFor((m) => m.event === 'ready');

    const started = await ann.client.post(`/api/workspace/${id}/uploads`, { collection: { name: 'Huge API' } });
    expect(started.status).toBe(201);
    const uploadId = started.json.data.upload.id as string;
    for (let at = 0; at < entries.length; at += BATCH) {
      const batch = await ann.client.post(`/api/workspace/${id}/uploads/${uploadId}/items`, {
        items: entries.slice(at, at + BATCH),
      });
      expect(batch.status).toBe(200);
      expect(batch.json.data.upload.items).toBe(Math.min(at + BATCH, entries.length));
      // Not finished: Bob sees no half collection, neither listed nor paged.
      expect((await bob.client.get(`/api/workspace/${id}/collections`)).json.data.collections).toEqual([]);
      expect((await bob.client.get(`/api/workspace/${id}/items`)).json.data.items).toEqual([]);
    }
    // Bob cannot add to, finish or cancel Ann's upload.
    expect(
      (await bob.client.post(`/api/workspace/${id}/uploads/${uploadId}/items`, { items: [entries[1]] })).status,
    ).toBe(404);
    expect((await bob.client.post(`/api/workspace/${id}/uploads/${uploadId}/finish`)).status).toBe(404);
    expect((await bob.client.del(`/api/workspace/${id}/uploads/${uploadId}`)).status).toBe(404);

    const finished = await ann.client.post(`/api/workspace/${id}/uploads/${uploadId}/finish`);
    expect(finished.status).toBe(201);
    const created = await stream.waitFor(
      (m) => m.event === 'change' && (m.data as { type: string }).type === 'collection_created',
    );
    // One event whatever the size: the collection's own fields, no items.
    expect(created.data).toMatchObject({ data: { collection: { id: uploadId, fields: { name: 'Huge API' } } } });
    expect(JSON.stringify(created.data).length).toBeLessThan(2000);

    const [listed] = (await bob.client.get(`/api/workspace/${id}/collections?items=paged`)).json.data.collections;
    expect(listed).toMatchObject({ id: uploadId, items: [] });
    const items: PagedItem[] = [];
    let pages = 0;
    for (let after: string | null = null; ; pages++) {
      const query: string = after ? `&after=${after}` : '';
      const page = await bob.client.get(`/api/workspace/${id}/items?collectionId=${uploadId}&limit=1000${query}`);
      expect(page.status).toBe(200);
      items.push(...(page.json.data.items as PagedItem[]));
      after = page.json.data.next as string | null;
      if (after === null) break;
    }
    expect(pages).toBe(2);
    expect(items).toHaveLength(entries.length);
    const folder = items.find((item) => item.kind === 'folder')!;
    const requests = items.filter((item) => item.kind === 'request');
    expect(requests.every((item) => item.parentId === folder.id)).toBe(true);
    // Positions carry on across batches: sorted by them, the requests are in the order sent.
    const sorted = [...requests].sort((a, b) => (a.position < b.position ? -1 : 1)).map((item) => item.content.name);
    expect(sorted).toEqual(entries.slice(1).map((entry) => entry.item.name));

    // An edit of one request is one item-sized event.
    const edited = requests[0]!;
    const saved = await bob.client.put(`/api/workspace/${id}/collections/${uploadId}/items/${edited.id}`, {
      baseVersion: 1,
      item: { ...edited.content, name: 'Renamed' },
    });
    expect(saved.status).toBe(200);
    const updated = await stream.waitFor(
      (m) => m.event === 'change' && (m.data as { type: string }).type === 'item_updated',
    );
    expect(JSON.stringify(updated.data).length).toBeLessThan(2000);
  });

  it('keeps nothing of a refused or cancelled upload', async () => {
    const { user } = await start();
    const ann = await user('ann');
    const id = (await ann.client.post('/api/workspace/create', { name: 'Big' })).json.data.workspace.id as string;
    const uploadId = (await ann.client.post(`/api/workspace/${id}/uploads`, { collection: { name: 'Half' } })).json.data
      .upload.id as string;
    const ok = await ann.client.post(`/api/workspace/${id}/uploads/${uploadId}/items`, { items: entries.slice(0, 10) });
    expect(ok.status).toBe(200);
    const orphan = await ann.client.post(`/api/workspace/${id}/uploads/${uploadId}/items`, {
      items: [{ ...requestEntry(5000), parentId: 'nowhere' }],
    });
    expect(orphan.status).toBe(400);
    expect(orphan.json.message).toBe('nowhere is not a folder of this upload');
    const intoRequest = await ann.client.post(`/api/workspace/${id}/uploads/${uploadId}/items`, {
      items: [{ ...requestEntry(5001), parentId: 'r0' }],
    });
    expect(intoRequest.status).toBe(400);
    const tooMany = await ann.client.post(`/api/workspace/${id}/uploads/${uploadId}/items`, {
      items: Array.from({ length: BATCH + 1 }, (_, index) => ({ ...requestEntry(index), parentId: null })),
    });
    expect(tooMany.status).toBe(400);
    expect((await ann.client.del(`/api/workspace/${id}/uploads/${uploadId}`)).status).toBe(200);
    expect((await ann.client.post(`/api/workspace/${id}/uploads/${uploadId}/finish`)).status).toBe(404);
    expect((await ann.client.get(`/api/workspace/${id}/collections`)).json.data.collections).toEqual([]);
    expect((await ann.client.get(`/api/workspace/${id}/items`)).json.data.items).toEqual([]);
  });

  it('refuses viewers and outsiders, and pages no other workspace’s items', async () => {
    const { user } = await start();
    const ann = await user('ann');
    const vic = await user('vic');
    const eve = await user('eve');
    const id = (await ann.client.post('/api/workspace/create', { name: 'Big' })).json.data.workspace.id as string;
    await ann.client.post(`/api/workspace/${id}/members`, { email: 'vic@example.com', role: 'viewer' });
    const collection = (
      await ann.client.post(`/api/workspace/${id}/collections`, {
        collection: { name: 'Secret', items: [requestEntry(1).item] },
      })
    ).json.data.collection;
    const uploadId = (await ann.client.post(`/api/workspace/${id}/uploads`, { collection: { name: 'Big' } })).json.data
      .upload.id as string;

    // A viewer reads in pages but uploads nothing.
    expect((await vic.client.get(`/api/workspace/${id}/items`)).json.data.items).toHaveLength(1);
    const viewerStart = await vic.client.post(`/api/workspace/${id}/uploads`, { collection: { name: 'Mine' } });
    expect(viewerStart.status).toBe(403);
    expect(viewerStart.json.message).toBe('Viewers can open and send requests but not change this workspace');
    expect(
      (await vic.client.post(`/api/workspace/${id}/uploads/${uploadId}/items`, { items: [entries[0]] })).status,
    ).toBe(403);

    // An outsider reads no page of it, not even through their own workspace naming its collection.
    const outsider = await eve.client.get(`/api/workspace/${id}/items`);
    expect(outsider.status).toBe(403);
    expect(outsider.json.message).toBe('You are not a member of this workspace');
    expect((await eve.client.get(`/api/workspace/${id}/collections?items=paged`)).status).toBe(403);
    expect((await eve.client.post(`/api/workspace/${id}/uploads`, { collection: { name: 'x' } })).status).toBe(403);
    expect((await eve.client.post(`/api/workspace/${id}/uploads/${uploadId}/finish`)).status).toBe(403);
    const own = (await eve.client.post('/api/workspace/create', { name: 'Eve' })).json.data.workspace.id as string;
    const crossed = await eve.client.get(`/api/workspace/${own}/items?collectionId=${collection.id}`);
    expect(crossed.status).toBe(200);
    expect(crossed.json.data.items).toEqual([]);
    const crossedUpload = await eve.client.post(`/api/workspace/${own}/uploads/${uploadId}/items`, {
      items: [entries[0]],
    });
    expect(crossedUpload.status).toBe(404);
    expect((await eve.client.get(`/api/workspace/${id}/items?limit=abc`)).status).toBe(400);
  });
});
