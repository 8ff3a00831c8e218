// Two server instances behind a load balancer on one PostgreSQL database behave as one: a change
// written through A reaches a member's live client on B within a second, a client that reconnects to
// B with its last sequence number receives exactly what it missed, and a member removed through A
// stops receiving on B at once.
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { openLiveStream, type LiveStream } from '../../live/liveStream.js';
import { accountsApi } from '../../../test/accountsApi.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { userClient } from '../../../test/userClient.js';

describe.runIf(TEST_DIALECTS.includes('postgres'))('two instances on postgres', () => {
  const servers: TestServer[] = [];
  const streams: LiveStream[] = [];
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    for (const server of servers.splice(0).reverse()) await server.close();
  });

  async function follow(server: TestServer, token: string, scopes: string[]) {
    const stream = await openLiveStream(server.url, token, scopes);
    streams.push(stream);
    return stream;
  }
  const typeOf = (data: unknown) => (data as { type?: string } | undefined)?.type;

  it('delivers a write through A to a client on B within a second, resumes there, and cuts off a removed member', async () => {
    const a = await startTestServer({ dialect: 'postgres' });
    servers.push(a);
    const b = await startTestServer({ sameDatabaseAs: a });
    servers.push(b);
    const api = accountsApi(a);
    const ann = await api.register('ann');
    const bob = await api.register('bob');
    const annOnA = userClient(a.url, ann.token);
    const bobOnB = userClient(b.url, bob.token);
    const workspaceId = (await annOnA.post('/api/workspace/create', { name: 'Shop API' })).json.data.workspace.id;
    const bobMembership = (await annOnA.post(`/api/workspace/${workspaceId}/members`, { email: 'bob@example.com' }))
      .json.data.member;
    const scope = `workspace:${workspaceId}`;

    const onB = await follow(b, bob.token, [scope]);
    expect(onB.status).toBe(200);
    await onB.waitFor((m) => typeOf(m.data) === 'member_added');
    const written = Date.now();
    const created = await annOnA.post(`/api/workspace/${workspaceId}/collections`, { collection: { name: 'Orders' } });
    const arrived = await onB.waitFor((m) => typeOf(m.data) === 'collection_created', 1000);
    expect(Date.now() - written).toBeLessThan(1000);
    expect(arrived.data).toMatchObject({ actor: ann.id, data: { collection: { fields: { name: 'Orders' } } } });
    const lastSeq = (arrived.data as { seq: number }).seq;
    onB.close();

    // Away: two changes through A. Back on B with the last number: exactly those two, in order.
    const collectionId = created.json.data.collection.id;
    await annOnA.put(`/api/workspace/${workspaceId}/collections/${collectionId}`, {
      baseVersion: 1,
      name: 'Orders v2',
    });
    await annOnA.post(`/api/workspace/${workspaceId}/environments`, { environment: { name: 'Prod', variables: [] } });
    const again = await follow(b, bob.token, [`${scope}:${lastSeq}`]);
    await again.waitFor((m) => typeOf(m.data) === 'environment_created', 1000);
    expect(again.changes().map((event) => [event.seq, event.type])).toEqual([
      [lastSeq + 1, 'collection_updated'],
      [lastSeq + 2, 'environment_created'],
    ]);
    // Bob's own write through B reaches Ann's client on A.
    const onA = await follow(a, ann.token, [`${scope}:${lastSeq + 2}`]);
    await onA.waitFor((m) => m.event === 'ready');
    await bobOnB.put(`/api/workspace/${workspaceId}/collections/${collectionId}`, {
      baseVersion: 2,
      name: 'Orders v3',
    });
    await onA.waitFor((m) => typeOf(m.data) === 'collection_updated', 1000);

    // Removed through A: B sends Bob nothing more of the workspace.
    await annOnA.del(`/api/workspace/${workspaceId}/members/${bobMembership.id}`);
    await again.waitFor((m) => m.event === 'revoked', 1000);
    await annOnA.post(`/api/workspace/${workspaceId}/collections`, { collection: { name: 'After Bob' } });
    await onA.waitFor((m) => JSON.stringify(m.data).includes('After Bob'), 1000);
    expect(JSON.stringify(again.messages)).not.toContain('After Bob');
  });
});
