// A create sent again with the same Idempotency-Key (a browser replaying an edit it queued offline,
// not knowing whether the first attempt arrived) is answered with the first reply, never made twice;
// keys are each user's own, and a key is good for one call only.
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../test/testDatabases.js';
import { usePeopleServer } from '../../test/peopleServer.js';

describe.each(TEST_DIALECTS)('Idempotency-Key on %s', (dialect) => {
  const { start } = usePeopleServer(dialect);

  it('makes a collection, a request and an environment once however often the create is repeated', async () => {
    const { user } = await start();
    const ann = await user('ann');
    const id = (await ann.client.post('/api/workspace/create', { name: 'Shop' })).json.data.workspace.id as string;
    const key = { 'idempotency-key': 'edit-0001-collection' };
    const first = await ann.client.post(`/api/workspace/${id}/collections`, { collection: { name: 'Orders' } }, key);
    const again = await ann.client.post(`/api/workspace/${id}/collections`, { collection: { name: 'Orders' } }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    const collectionId = first.json.data.collection.id as string;

    const item = { item: { type: 'request', id: 'client-1', name: 'List', method: 'GET', url: 'http://x/' } };
    const itemKey = { 'idempotency-key': 'edit-0002-request' };
    await ann.client.post(`/api/workspace/${id}/collections/${collectionId}/items`, item, itemKey);
    await ann.client.post(`/api/workspace/${id}/collections/${collectionId}/items`, item, itemKey);
    const environment = { environment: { name: 'Staging', variables: [] } };
    const environmentKey = { 'idempotency-key': 'edit-0003-environment' };
    await ann.client.post(`/api/workspace/${id}/environments`, environment, environmentKey);
    await ann.client.post(`/api/workspace/${id}/environments`, environment, environmentKey);

    const collections = (await ann.client.get(`/api/workspace/${id}/collections`)).json.data.collections;
    expect(collections.map((c: { fields: { name: string } }) => c.fields.name)).toEqual(['Orders']);
    expect(collections[0].items.map((i: { content: { name: string } }) => i.content.name)).toEqual(['List']);
    const environments = (await ann.client.get(`/api/workspace/${id}/environments`)).json.data.environments;
    expect(environments.map((e: { name: string }) => e.name)).toEqual(['Staging']);

    // Without a key every create is a new one, as before.
    await ann.client.post(`/api/workspace/${id}/collections`, { collection: { name: 'Orders' } });
    expect((await ann.client.get(`/api/workspace/${id}/collections`)).json.data.collections).toHaveLength(2);
  });

  it('keeps keys per user, refuses a key reused for another call, and a malformed key', async () => {
    const { user } = await start();
    const ann = await user('ann');
    const bob = await user('bob');
    const annWs = (await ann.client.post('/api/workspace/create', { name: 'A' })).json.data.workspace.id as string;
    const bobWs = (await bob.client.post('/api/workspace/create', { name: 'B' })).json.data.workspace.id as string;
    const key = { 'idempotency-key': 'same-key-for-both' };
    await ann.client.post(`/api/workspace/${annWs}/collections`, { collection: { name: 'Ann' } }, key);
    // Bob's call with Ann's key is his own: it neither reads Ann's reply nor is refused.
    const bobs = await bob.client.post(`/api/workspace/${bobWs}/collections`, { collection: { name: 'Bob' } }, key);
    expect(bobs.status).toBe(201);
    expect(bobs.json.data.collection.fields.name).toBe('Bob');

    const reused = await ann.client.post(
      `/api/workspace/${annWs}/environments`,
      { environment: { name: 'E', variables: [] } },
      key,
    );
    expect(reused.status).toBe(409);
    expect(reused.json.message).toBe('This Idempotency-Key was already used for another call');
    const malformed = await ann.client.post(
      `/api/workspace/${annWs}/collections`,
      { collection: { name: 'X' } },
      {
        'idempotency-key': 'a b',
      },
    );
    expect(malformed.status).toBe(400);
    expect((await ann.client.get(`/api/workspace/${annWs}/collections`)).json.data.collections).toHaveLength(1);
  });
});
