// A shared collection's OpenAPI document, on SQLite and PostgreSQL: kept beside the collection when
// an imported collection arrives (never in the fields every list and live update carries), read by any
// member, replaced after a sync by those who may write with a live event, and a stale sync refused.
// Nobody outside the workspace, no viewer, and no collection of another workspace gets through.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importOpenApi, parseImportText } from '@courier/core/import';
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { usePeopleServer } from '../../../test/peopleServer.js';
import { NO_OPENAPI_SOURCE, STALE_OPENAPI_SOURCE } from './openApiSources.js';

const petstore = (release: string) =>
  parseImportText(
    readFileSync(
      fileURLToPath(new URL(`../../../../core/src/convert/openapi/fixtures/petstore-${release}.yaml`, import.meta.url)),
      'utf8',
    ),
  ) as Record<string, unknown>;

describe.each(TEST_DIALECTS)('A shared collection’s OpenAPI document on %s', (dialect) => {
  const { start } = usePeopleServer(dialect);

  it('is kept beside the collection, read by members, replaced after a sync, and refused to outsiders', async () => {
    const { user, follow } = await start();
    const ann = await user('ann');
    const bob = await user('bob');
    const vic = await user('vic');
    const eve = await user('eve');
    const id = (await ann.client.post('/api/workspace/create', { name: 'Pets' })).json.data.workspace.id as string;
    await ann.client.post(`/api/workspace/${id}/members`, { email: 'bob@example.com', role: 'member' });
    await ann.client.post(`/api/workspace/${id}/members`, { email: 'vic@example.com', role: 'viewer' });
    const other = (await eve.client.post('/api/workspace/create', { name: 'Eve’s' })).json.data.workspace.id as string;

    const older = petstore('1.0.3');
    const { collection: imported } = importOpenApi(older, { location: 'petstore-1.0.3.yaml' });
    const created = await ann.client.post(`/api/workspace/${id}/collections`, { collection: imported });
    expect(created.status).toBe(201);
    const collectionId = created.json.data.collection.id as string;
    // The fields say where it came from; the document stays on the server.
    const listed = (await bob.client.get(`/api/workspace/${id}/collections`)).json.data.collections[0];
    expect(listed.fields.openapiSource).toMatchObject({ location: 'petstore-1.0.3.yaml' });
    expect(listed.fields.openapiSource.document).toBeNull();

    const path = `/api/workspace/${id}/collections/${collectionId}/openapi-source`;
    const read = await vic.client.get(path);
    expect(read.status).toBe(200);
    const source = read.json.data.source;
    expect(source).toMatchObject({ collectionId, workspaceId: id, location: 'petstore-1.0.3.yaml', syncedAt: null });
    expect(source.document).toEqual(older);
    expect(source.importedBy).toBe(ann.id);

    // Bob syncs to the newer version: the source is replaced and everyone hears of it live.
    const stream = await follow(ann.token, [`workspace:${id}`]);
    await stream.waitFor((m) => m.event === 'ready');
    const newer = petstore('1.0.26');
    const saved = await bob.client.put(path, {
      location: 'petstore-1.0.26.yaml',
      document: newer,
      baseHash: source.hash,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data.source).toMatchObject({ location: 'petstore-1.0.26.yaml', syncedBy: bob.id });
    expect(saved.json.data.source.hash).not.toBe(source.hash);
    const event = await stream.waitFor(
      (m) => m.event === 'change' && (m.data as { type: string }).type === 'openapi_source_updated',
    );
    expect(event.data).toMatchObject({ data: { source: saved.json.data.source } });
    expect(JSON.stringify(event.data)).not.toContain('"paths"');
    expect((await ann.client.get(path)).json.data.source.document).toEqual(newer);

    // A sync merged against the document Bob replaced is refused with the one stored now.
    const stale = await ann.client.put(path, { location: 'x.yaml', document: older, baseHash: source.hash });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(STALE_OPENAPI_SOURCE);
    expect(stale.json.data.current.hash).toBe(saved.json.data.source.hash);

    // A viewer reads but cannot replace; another workspace's member can do neither.
    const current = { location: 'x.yaml', document: older, baseHash: saved.json.data.source.hash };
    expect((await vic.client.put(path, current)).status).toBe(403);
    expect((await eve.client.get(path)).status).toBe(403);
    expect((await eve.client.put(path, current)).status).toBe(403);
    // Eve names Ann's collection under her own workspace: no such collection there.
    const crossed = `/api/workspace/${other}/collections/${collectionId}/openapi-source`;
    expect((await eve.client.get(crossed)).json.message).toBe(NO_OPENAPI_SOURCE);
    expect((await eve.client.get(crossed)).status).toBe(404);
    expect((await eve.client.put(crossed, current)).status).toBe(404);
    // Nothing of theirs changed the stored document.
    expect((await ann.client.get(path)).json.data.source.document).toEqual(newer);

    // Bad input gets a clear error.
    const bad = await bob.client.put(path, { document: 'not a document', baseHash: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Invalid request body: document: The OpenAPI document must be a JSON object');
  });

  it('keeps the document of a collection saved with one in its fields, and none for a plain collection', async () => {
    const { user } = await start();
    const ann = await user('ann');
    const id = (await ann.client.post('/api/workspace/create', { name: 'Pets' })).json.data.workspace.id as string;
    const plain = await ann.client.post(`/api/workspace/${id}/collections`, { collection: { name: 'Plain' } });
    const path = `/api/workspace/${id}/collections/${plain.json.data.collection.id}/openapi-source`;
    expect((await ann.client.get(path)).status).toBe(404);

    // A later save of the fields that carries a document (an older browser) keeps it out of them.
    const { collection: imported } = importOpenApi(petstore('1.0.3'), { location: 'petstore.yaml' });
    const stored = (await ann.client.post(`/api/workspace/${id}/collections`, { collection: imported })).json.data
      .collection;
    const updated = await ann.client.put(`/api/workspace/${id}/collections/${stored.id}`, {
      baseVersion: stored.version,
      openapiSource: imported.openapiSource,
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data.collection.fields.openapiSource.document).toBeNull();
    expect(updated.json.data.collection.fields.openapiSource.fingerprint).toBe(imported.openapiSource?.fingerprint);
  });
});
