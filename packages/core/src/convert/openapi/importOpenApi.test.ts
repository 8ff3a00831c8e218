import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Folder } from '../../model/collection.js';
import type { SavedRequest } from '../../model/request.js';
import { listRequests } from '../../model/walk.js';
import { importAny as importFile } from '../importAny.js';
import { parseImportText } from '../parseImportText.js';
import { importOpenApi } from './importOpenApi.js';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');
const imported = (name: string, options?: Parameters<typeof importOpenApi>[1]) =>
  importOpenApi(parseImportText(fixture(name)) as Record<string, unknown>, options);
const requestNamed = (requests: SavedRequest[], key: string) => {
  const request = requests.find((candidate) => candidate.openapi?.key === key);
  if (!request) throw new Error(`no request for ${key}`);
  return request;
};
const requestsOf = (name: string, options?: Parameters<typeof importOpenApi>[1]) =>
  listRequests(imported(name, options).collection.items).map((located) => located.request);

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
function operationCount(document: unknown): number {
  const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.values(paths).reduce(
    (total, item) => total + Object.keys(item).filter((key) => METHODS.includes(key)).length,
    0,
  );
}

describe('importOpenApi on public documents', () => {
  const documents = readdirSync(FIXTURES).filter((name) => /\.(json|yaml)$/.test(name));

  it.each(documents)('%s: one request per operation, each knowing its operation', (name) => {
    const text = fixture(name);
    const result = importFile(text, name);
    expect(result.kind).toBe('openapi');
    const requests = listRequests(result.collections[0]!.items).map((located) => located.request);
    expect(requests).toHaveLength(operationCount(parseImportText(text)));
    expect(new Set(requests.map((request) => request.openapi?.key)).size).toBe(requests.length);
  });

  it('reads Swagger 2.0: host and basePath as baseUrl, {petId} as :petId, optional query switched off', () => {
    const { collection } = imported('v2.0-petstore.json');
    expect(collection.variables).toContainEqual(
      expect.objectContaining({ key: 'baseUrl', value: 'http://petstore.swagger.io/v1' }),
    );
    const requests = listRequests(collection.items).map((located) => located.request);
    const showPet = requestNamed(requests, 'GET /pets/{petId}');
    expect(showPet.url).toBe('{{baseUrl}}/pets/:petId');
    expect(showPet.pathVariables).toEqual([
      { key: 'petId', value: '<string>', enabled: true, description: 'The id of the pet to retrieve' },
    ]);
    const listPets = requestNamed(requests, 'GET /pets');
    expect(listPets.url).toBe('{{baseUrl}}/pets');
    expect(listPets.disabledQuery).toEqual([
      expect.objectContaining({ key: 'limit', value: '<int32>', enabled: false }),
    ]);
    expect(listPets.name).toBe('List all pets');
    expect(listPets.headers).toContainEqual({ key: 'Accept', value: 'application/json', enabled: true });
  });

  it('groups the 3.0 Petstore by tag with the tags’ descriptions, or by path when asked', () => {
    const byTag = imported('petstore-1.0.26.yaml').collection;
    expect(byTag.items.map((item) => item.name)).toEqual(['pet', 'store', 'user']);
    expect((byTag.items[0] as Folder).description).toBe('Everything about your Pets');
    const byPath = imported('v2.0-uber.yaml', { folderBy: 'path' }).collection;
    expect(byPath.items.map((item) => item.name)).toEqual(['products', 'estimates', 'me', 'history']);
    expect((byPath.items[1] as Folder).items.map((item) => item.name)).toEqual(['Price Estimates', 'Time Estimates']);
  });

  it('fills bodies from the operation’s example, else from the schema, per media type', () => {
    const requests = requestsOf('petstore-1.0.26.yaml');
    const addPet = requestNamed(requests, 'POST /pet');
    expect(addPet.body).toMatchObject({ mode: 'raw', language: 'json' });
    expect(JSON.parse((addPet.body as { raw: string }).raw)).toMatchObject({
      id: 10,
      name: 'doggie',
      status: 'available',
    });
    expect(addPet.headers[0]).toEqual({ key: 'Content-Type', value: 'application/json', enabled: true });
    const upload = requestNamed(requests, 'POST /pet/{petId}/uploadImage');
    expect(upload.body).toEqual({ mode: 'file', src: '', contentType: 'application/octet-stream' });
    const search = requestNamed(requestsOf('v3.0-uspto.json'), 'POST /{dataset}/{version}/records');
    expect(search.body.mode).toBe('urlencoded');
    expect(
      (search.body as { urlencoded: { key: string; value: string; enabled: boolean }[] }).urlencoded,
    ).toContainEqual({
      key: 'criteria',
      value: '*:*',
      enabled: true,
    });
  });

  it('takes a query parameter’s default, and keeps the server variables as collection variables', () => {
    const findByStatus = requestNamed(requestsOf('petstore-1.0.26.yaml'), 'GET /pet/findByStatus');
    expect(findByStatus.disabledQuery).toEqual([
      expect.objectContaining({ key: 'status', value: 'available', enabled: false }),
    ]);
    const { collection } = imported('v3.0-uspto.json');
    expect(collection.variables.slice(0, 2)).toEqual([
      expect.objectContaining({ key: 'baseUrl', value: '{{scheme}}://developer.uspto.gov/ds-api' }),
      expect.objectContaining({
        key: 'scheme',
        value: 'https',
        description: 'The Data Set API is accessible via https and http. One of: https, http',
      }),
    ]);
  });

  it('maps security schemes to auth with variables to fill', () => {
    const requests = requestsOf('petstore-1.0.26.yaml');
    expect(requestNamed(requests, 'GET /pet/{petId}').auth).toEqual({
      type: 'apikey',
      key: 'api_key',
      value: '{{apiKey}}',
      in: 'header',
    });
    expect(requestNamed(requests, 'POST /pet').auth).toMatchObject({
      type: 'oauth2',
      params: {
        grant_type: 'implicit',
        authUrl: 'https://petstore3.swagger.io/oauth/authorize',
        scope: 'write:pets read:pets',
      },
    });
    expect(requestNamed(requestsOf('v3.1-non-oauth-scopes.json'), 'GET /users').auth).toEqual({
      type: 'bearer',
      token: '{{bearerToken}}',
    });
    expect(imported('petstore-1.0.26.yaml').collection.variables.map((variable) => variable.key)).toEqual(
      expect.arrayContaining(['baseUrl', 'apiKey', 'clientId', 'clientSecret']),
    );
  });

  it('keeps responses as saved examples, the document’s own examples included', () => {
    const request = requestNamed(requestsOf('v3.0-api-with-examples.json'), 'GET /');
    const [ok] = request.examples ?? [];
    expect(ok).toMatchObject({ code: 200, header: [{ key: 'Content-Type', value: 'application/json' }] });
    expect(JSON.parse(String(ok?.['body']))).toMatchObject({ versions: expect.any(Array) });
    expect(request.examples?.map((example) => example['code'])).toEqual([200, 300]);
  });

  it('samples a circular schema to a finite body', () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'Tree', version: '1' },
      paths: {
        '/nodes': {
          post: {
            requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } },
            responses: { 204: { description: 'Saved' } },
          },
        },
      },
      components: {
        schemas: {
          Node: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
            },
          },
        },
      },
    };
    const [request] = listRequests(importOpenApi(document).collection.items).map((located) => located.request);
    expect(JSON.parse((request!.body as { raw: string }).raw)).toMatchObject({
      name: 'string',
      children: [expect.any(Object)],
    });
  });

  it('records the source and a fingerprint that ignores formatting', () => {
    const yaml = imported('petstore-1.0.26.yaml', {
      location: 'https://petstore3.swagger.io/api/v3/openapi.yaml',
    }).collection;
    const json = importOpenApi(JSON.parse(JSON.stringify(parseImportText(fixture('petstore-1.0.26.yaml'))))).collection;
    expect(yaml.openapiSource).toMatchObject({
      location: 'https://petstore3.swagger.io/api/v3/openapi.yaml',
      folderBy: 'tag',
    });
    expect(yaml.openapiSource?.fingerprint).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(json.openapiSource?.fingerprint).toBe(yaml.openapiSource?.fingerprint);
  });

  it('resolves a relative server URL against the URL the document was read from', () => {
    const { collection } = imported('petstore-1.0.3.yaml', {
      location: 'https://petstore3.swagger.io/api/v3/openapi.json',
    });
    expect(collection.variables[0]).toMatchObject({ key: 'baseUrl', value: 'https://petstore3.swagger.io/v3' });
  });

  it('names a reference that leads nowhere in the warnings and imports the rest', () => {
    const { collection, warnings } = imported('petstore-3.1.yaml');
    expect(listRequests(collection.items)).toHaveLength(3);
    expect(warnings).toContain("Can't resolve external reference: /api/v31/components/schemas/category: left out");
  });
});

describe('importFile with OpenAPI', () => {
  it('reads YAML and refuses a broken YAML file with one clear message', () => {
    expect(importFile(fixture('v2.0-uber.yaml')).kind).toBe('openapi');
    expect(() => importFile('openapi: 3.0.0\ninfo: [unclosed\n')).toThrow(
      /^Import failed: the file is not valid JSON or YAML/,
    );
  });

  it('reports a word or sentence, valid YAML but no import file, as JSON that does not parse', () => {
    for (const text of ['hello', '\n  not a file at all\n']) {
      expect(() => importFile(text), text).toThrow(expect.objectContaining({ code: 'INVALID_JSON' }) as Error);
    }
  });

  it('refuses a document whose paths are not an object, naming the field', () => {
    expect(() =>
      importFile('{"openapi":"3.0.0","info":{"title":"x","version":"1"},"paths":[],"components":{}}'),
    ).toThrow('Import failed: OpenAPI document: "paths" must be an object of path templates');
  });
});
