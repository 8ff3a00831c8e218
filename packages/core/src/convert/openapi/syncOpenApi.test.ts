// The keep-in-step rules on two real releases of the Swagger Petstore document (1.0.3, then
// 1.0.26): example-based cases for each rule, and properties over random user edits.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Collection, CollectionItem } from '../../model/collection.js';
import type { SavedRequest } from '../../model/request.js';
import { listRequests } from '../../model/walk.js';
import { parseImportText } from '../parseImportText.js';
import { importOpenApi } from './importOpenApi.js';
import { syncOpenApi } from './syncOpenApi.js';

type Document = Record<string, unknown>;
const read = (name: string) =>
  parseImportText(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as Document;
const OLD = read('petstore-1.0.3.yaml');
const NEW = read('petstore-1.0.26.yaml');
const imported = () => importOpenApi(structuredClone(OLD)).collection;
const requests = (collection: Collection) => listRequests(collection.items).map((located) => located.request);
const byKey = (collection: Collection, key: string) => {
  const found = requests(collection).find((request) => request.openapi?.key === key);
  if (!found) throw new Error(`no request for ${key}`);
  return found;
};

/** Applies `edit` to the request of one operation, wherever it sits. */
function editRequest(collection: Collection, key: string, edit: (request: SavedRequest) => SavedRequest): Collection {
  const walk = (items: CollectionItem[]): CollectionItem[] =>
    items.map((item) =>
      item.type === 'request' && item.openapi?.key === key
        ? edit(item)
        : item.type === 'folder'
          ? { ...item, items: walk(item.items) }
          : item,
    );
  return { ...collection, items: walk(collection.items) };
}

/** What the document owns in a request, for comparing with a fresh import. */
const documentFields = ({
  name,
  description,
  method,
  url,
  headers,
  pathVariables,
  disabledQuery,
  body,
  auth,
  examples,
}: SavedRequest) =>
  JSON.parse(
    JSON.stringify({ name, description, method, url, headers, pathVariables, disabledQuery, body, auth, examples }),
  ) as unknown;

describe('syncOpenApi', () => {
  it('changes nothing when the document is the one imported', () => {
    const collection = imported();
    const sync = syncOpenApi(collection, structuredClone(OLD));
    expect(sync.upToDate).toBe(true);
    expect(sync.changes).toEqual([]);
    expect(sync.collection).toEqual(collection);
  });

  it('brings the newer release’s changes and keeps the user’s scripts, values and requests', () => {
    let collection = imported();
    collection = editRequest(collection, 'GET /pet/{petId}', (request) => ({
      ...request,
      postRequestScript: "pm.test('ok', () => pm.response.to.have.status(200));",
      pathVariables: [{ ...request.pathVariables[0]!, value: '7' }],
      headers: [...request.headers, { key: 'X-Trace', value: 'on', enabled: true }],
    }));
    const own = { ...byKey(collection, 'GET /user/login'), id: 'mine', name: 'My login check', openapi: undefined };
    collection = { ...collection, items: [...collection.items, own] };
    collection = {
      ...collection,
      variables: collection.variables.map((row) => (row.key === 'apiKey' ? { ...row, value: 'special-key' } : row)),
    };

    const sync = syncOpenApi(collection, structuredClone(NEW), {
      location: 'https://petstore3.swagger.io/api/v3/openapi.yaml',
    });
    expect(sync.upToDate).toBe(false);
    const result = sync.collection;
    const getPet = byKey(result, 'GET /pet/{petId}');
    expect(getPet.postRequestScript).toContain("pm.test('ok'");
    expect(getPet.pathVariables[0]).toMatchObject({ key: 'petId', value: '7' });
    expect(getPet.headers).toContainEqual({ key: 'X-Trace', value: 'on', enabled: true });
    // What the document changed arrives: the new summary, the new server.
    expect(getPet.name).toBe('Find pet by ID.');
    expect(result.variables).toContainEqual(
      expect.objectContaining({ key: 'baseUrl', value: 'https://petstore3.swagger.io/api/v3' }),
    );
    expect(result.variables).toContainEqual(expect.objectContaining({ key: 'apiKey', value: 'special-key' }));
    expect(requests(result).find((request) => request.id === 'mine')).toMatchObject({ name: 'My login check' });
    expect(sync.changes).toContainEqual(
      expect.objectContaining({
        kind: 'changed',
        operation: 'GET /pet/{petId}',
        fields: expect.arrayContaining(['name']),
      }),
    );
    expect(result.openapiSource).toMatchObject({
      location: 'https://petstore3.swagger.io/api/v3/openapi.yaml',
      document: NEW,
    });
    // Synced once, the same document again is nothing to do.
    expect(syncOpenApi(result, structuredClone(NEW)).changes).toEqual([]);
  });

  it('flags an operation the document dropped and adds one it gained, in its tag’s folder', () => {
    const next = structuredClone(NEW) as { paths: Record<string, Record<string, unknown>> };
    delete next.paths['/store/inventory'];
    next.paths['/pet/{petId}/vaccinations'] = {
      get: {
        tags: ['pet'],
        summary: 'List vaccinations',
        operationId: 'listVaccinations',
        responses: { 200: { description: 'ok' } },
      },
    };
    const sync = syncOpenApi(imported(), next);
    const removed = byKey(sync.collection, 'GET /store/inventory');
    expect(removed.openapi?.removed).toBe(true);
    const pet = sync.collection.items.find((item) => item.name === 'pet');
    expect(pet?.type === 'folder' && pet.items.map((item) => item.name)).toContain('List vaccinations');
    expect(sync.changes).toEqual(
      expect.arrayContaining([
        { kind: 'removed', operation: 'GET /store/inventory', name: removed.name, fields: [] },
        { kind: 'added', operation: 'GET /pet/{petId}/vaccinations', name: 'List vaccinations', fields: [] },
      ]),
    );
  });

  it('asks when both changed the same field, keeping the user’s until they choose the document’s', () => {
    const collection = editRequest(imported(), 'GET /pet/{petId}', (request) => ({
      ...request,
      name: 'Fetch one pet',
    }));
    const sync = syncOpenApi(collection, structuredClone(NEW));
    const conflict = sync.conflicts.find((candidate) => candidate.id === 'GET /pet/{petId} name');
    expect(conflict).toEqual({
      id: 'GET /pet/{petId} name',
      field: 'name',
      ours: 'Fetch one pet',
      theirs: 'Find pet by ID.',
    });
    expect(byKey(sync.collection, 'GET /pet/{petId}').name).toBe('Fetch one pet');
    const chosen = syncOpenApi(collection, structuredClone(NEW), { resolutions: { [conflict!.id]: 'theirs' } });
    expect(byKey(chosen.collection, 'GET /pet/{petId}').name).toBe('Find pet by ID.');
  });

  it('refuses a collection that did not come from OpenAPI', () => {
    const { openapiSource: _source, ...plain } = imported();
    expect(() => syncOpenApi(plain, NEW)).toThrow(
      "Import failed: 'Swagger Petstore - OpenAPI 3.0' was not imported from an OpenAPI document",
    );
  });
});

describe('syncOpenApi properties', () => {
  const keys = requests(imported()).map((request) => request.openapi!.key);
  type Edit = { key: string; script: string; header: string; variable: string | undefined; rename: string | undefined };
  const edit: fc.Arbitrary<Edit> = fc.record({
    key: fc.constantFrom(...keys),
    script: fc.string({ minLength: 1, maxLength: 20 }),
    header: fc.string({ minLength: 1, maxLength: 10 }),
    variable: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
    rename: fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: undefined }),
  });
  const apply = (collection: Collection, edits: Edit[]) =>
    edits.reduce(
      (current, { key, script, header, variable, rename }) =>
        editRequest(current, key, (request) => ({
          ...request,
          preRequestScript: script,
          headers: [...request.headers, { key: `X-${header}`, value: header, enabled: true }],
          pathVariables: request.pathVariables.map((row) =>
            variable === undefined ? row : { ...row, value: variable },
          ),
          ...(rename !== undefined && { name: rename }),
        })),
      collection,
    );
  const settings = { numRuns: 12 };

  it('merging with no change is the identity, user edits included', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 4 }), (edits) => {
        const ours = apply(imported(), edits);
        expect(syncOpenApi(ours, structuredClone(OLD)).collection).toEqual(ours);
      }),
      settings,
    );
  });

  it('user-only edits always survive an update', () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
        const ours = apply(imported(), edits);
        const merged = syncOpenApi(ours, structuredClone(NEW)).collection;
        for (const key of new Set(edits.map((one) => one.key))) {
          const [before, after] = [byKey(ours, key), byKey(merged, key)];
          expect(after.preRequestScript).toBe(before.preRequestScript);
          expect(after.headers.filter((row) => row.key.startsWith('X-'))).toEqual(
            before.headers.filter((row) => row.key.startsWith('X-')),
          );
          expect(after.pathVariables.map((row) => row.value)).toEqual(before.pathVariables.map((row) => row.value));
          if (before.name !== byKey(imported(), key).name) expect(after.name).toBe(before.name);
        }
      }),
      settings,
    );
  });

  it('document-only changes always arrive', () => {
    const fresh = importOpenApi(structuredClone(NEW)).collection;
    const merged = syncOpenApi(imported(), structuredClone(NEW)).collection;
    for (const request of requests(fresh)) {
      expect(documentFields(byKey(merged, request.openapi!.key))).toEqual(documentFields(request));
    }
    expect(merged.variables).toEqual(fresh.variables);
  });
});
