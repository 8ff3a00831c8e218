import { describe, expect, it } from 'vitest';
import type { Collection, Folder } from '../../model/collection.js';
import type { SavedRequest } from '../../model/request.js';
import { listRequests } from '../../model/walk.js';
import { fixtureJson } from '../fixtures/read.js';
import { importPostmanCollection } from './importPostmanCollection.js';

function load(name: string) {
  return importPostmanCollection(fixtureJson(name));
}

function request(collection: Collection, name: string): SavedRequest {
  const found = listRequests(collection.items).find((located) => located.request.name === name);
  if (!found) throw new Error(`no request ${name}`);
  return found.request;
}

const folder = (item: unknown) => item as Folder;

describe('Postman v2.1 collection import', () => {
  const { collection, warnings } = load('shop-v21.postman_collection.json');

  it('keeps the folder tree, names, ids and description', () => {
    expect(collection.name).toBe('Shop API');
    expect(collection.id).toBe('b7c4b1f2-58a3-4c51-9a8e-1f2d3c4b5a69');
    expect(collection.description).toBe('Orders and **products**.');
    expect(collection.imported).toBe(true);
    expect(collection.items.map((item) => item.name)).toEqual(['Orders', 'Forms']);
    const nested = folder(folder(collection.items[0]).items[1]);
    expect(nested.name).toBe('Nested');
    expect(folder(nested.items[0]).items.map((item) => item.name)).toEqual(['Create order']);
    expect(listRequests(collection.items)).toHaveLength(7);
    expect(request(collection, 'Get order').id).toBe('req-get-order');
  });

  it('reads the URL, switched-off query parameters and path variables', () => {
    const get = request(collection, 'Get order');
    expect(get.url).toBe('{{baseUrl}}/orders/:orderId?expand=items&page=2');
    expect(get.disabledQuery).toEqual([{ key: 'debug', value: 'true', enabled: false, description: 'server logs' }]);
    expect(get.pathVariables).toEqual([
      { key: 'orderId', value: '42', enabled: true, description: 'The order number' },
    ]);
    expect(get.headers[1]).toEqual({ key: 'X-Trace', value: 'on', enabled: false, description: 'debugging only' });
    expect(get.protocolProfileBehavior).toEqual({ followRedirects: false, strictSSL: true });
    expect(get.description).toBe('Reads one order.');
  });

  it('reads scripts at every level and reports the switched-off one', () => {
    expect(collection.preRequestScript).toBe("console.log('collection pre');");
    expect(collection.postRequestScript).toBe("pm.test('json', () => pm.response.to.be.json);");
    expect(folder(collection.items[0]).preRequestScript).toBe("pm.variables.set('folder', 'orders');");
    expect(request(collection, 'Get order').postRequestScript).toBe(
      "pm.test('status is 200', function () {\n    pm.response.to.have.status(200);\n});",
    );
    expect(warnings).toEqual(['Request "Get order": 1 switched-off script(s) were not imported']);
  });

  it('reads every auth form', () => {
    expect(collection.auth).toEqual({ type: 'bearer', token: '{{token}}' });
    expect(folder(collection.items[0]).auth).toEqual({
      type: 'apikey',
      key: 'X-Api-Key',
      value: '{{apiKey}}',
      in: 'header',
    });
    expect(request(collection, 'Get order').auth).toEqual({ type: 'inherit' });
    expect(request(collection, 'Login form').auth).toEqual({ type: 'basic', username: 'ada', password: 'p@ss' });
    expect(request(collection, 'Upload').auth).toEqual({ type: 'none' });
    expect(request(collection, 'Raw file').auth).toEqual({
      type: 'awsv4',
      params: { region: 'eu-west-1', service: 's3', addAuthDataToQuery: false },
    });
  });

  it('reads every body mode', () => {
    expect(request(collection, 'Create order').body).toEqual({
      mode: 'raw',
      raw: '{\n  "sku": "{{sku}}"\n}',
      language: 'json',
    });
    expect(request(collection, 'Login form').body).toEqual({
      mode: 'urlencoded',
      urlencoded: [
        { key: 'user', value: 'ada', enabled: true },
        { key: 'remember', value: 'yes', enabled: false },
      ],
    });
    expect(request(collection, 'Upload').body).toEqual({
      mode: 'formdata',
      formdata: [
        { key: 'title', type: 'text', value: 'Report', enabled: true, contentType: 'text/plain' },
        { key: 'file', type: 'file', src: ['files/report.csv'], enabled: true },
        { key: 'pictures', type: 'file', src: ['a.png', 'b.png'], enabled: true },
        { key: 'empty', type: 'file', src: [], enabled: false },
      ],
    });
    expect(request(collection, 'Raw file').body).toEqual({ mode: 'file', src: 'payload.bin' });
    expect(request(collection, 'Countries').body).toEqual({
      mode: 'graphql',
      query: 'query ($code: ID!) { country(code: $code) { name } }',
      variables: '{"code": "FR"}',
    });
    expect(request(collection, 'Custom method').method).toBe('PURGE');
  });

  it('keeps variable types and switched-off variables', () => {
    expect(collection.variables).toEqual([
      { key: 'baseUrl', value: 'https://shop.example.com', enabled: true, type: 'string' },
      { key: 'retry', value: true, enabled: true, type: 'boolean' },
      { key: 'legacy', value: 'x', enabled: false, type: 'string' },
    ]);
    expect(folder(collection.items[0]).variables).toEqual([
      { key: 'pageSize', value: 20, enabled: true, type: 'number' },
    ]);
    expect(collection.protocolProfileBehavior).toEqual({ disableBodyPruning: true });
  });
});

describe('Postman v2.0 collection import', () => {
  const { collection } = load('echo-v2-auth.postman_collection.json');

  it('reads object auth, text scripts and header text', () => {
    const basic = request(collection, 'Basic Auth');
    expect(basic.auth).toEqual({ type: 'basic', username: 'postman', password: 'password' });
    expect(basic.postRequestScript).toBe(
      'tests["response code is 200"] = responseCode.code === 200;\ntests["Body contains authenticated"] = responseBody.has("authenticated");',
    );
    const oauth1 = request(collection, 'OAuth1.0 Verify Signature');
    expect(oauth1.auth).toMatchObject({
      type: 'oauth1',
      params: { consumerKey: 'RKCGzna7bv9YD57c', addParamsToHeader: true },
    });
    expect(oauth1.headers).toEqual([
      { key: 'Accept', value: 'application/json', enabled: true },
      { key: 'X-Debug', value: '1', enabled: false },
    ]);
    expect(oauth1.body).toMatchObject({
      formdata: [
        { key: 'code', enabled: true },
        { key: 'grant_type', enabled: false },
      ],
    });
  });

  it('treats a body without options as text and a request without auth as inheriting', () => {
    const post = request(collection, 'POST Request');
    expect(post.body).toEqual({ mode: 'raw', raw: 'Duis posuere augue vel cursus pharetra.', language: 'text' });
    expect(post.auth).toEqual({ type: 'inherit' });
    expect(collection.auth).toEqual({ type: 'none' });
    // Written without an id: a UUID, as postman-collection gives it.
    expect(collection.items[1]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('collections Newman reads without info', () => {
  const { collection } = load('inherited-entities.postman_collection.json');

  it('reads name, string requests, single event objects and inherited auth', () => {
    expect(collection.name).toBe('Inherited Entities');
    expect(collection.auth).toEqual({ type: 'basic', username: 'postman', password: 'password' });
    expect(collection.variables.map((variable) => variable.key)).toEqual(['collection-var', 'collectionVariablesURL']);
    const auth = folder(collection.items[0]);
    expect(auth.auth).toEqual({ type: 'digest', params: { username: 'postman', password: 'password' } });
    expect(auth.preRequestScript).toContain("pm.environment.set('folderScriptURL'");
    const inFolder = request(collection, 'Auth');
    expect(inFolder.method).toBe('GET');
    expect(inFolder.url).toBe('https://postman-echo.com/digest-auth');
    expect(inFolder.postRequestScript).toContain('request should use folder level auth');
    expect(request(collection, 'Auth override').auth).toEqual({ type: 'none' });
  });
});

describe('Postman URL objects', () => {
  const { collection } = load('whatwg-url.postman_collection.json');

  it('follows the URL parts Newman sends when raw disagrees, and keeps raw when it agrees', () => {
    expect(request(collection, 'variables with reserved characters').url).toBe(
      '{{p://}}://{{@}}:{{###}}@{{host.name}}:{{:p}}/{{f/o/o}}?{{?}}={{&}}',
    );
    const stale = request(collection, 'parts win over a stale raw');
    expect(stale.url).toBe('https://postman-echo.com/get?b%23a%26r&');
    expect(stale.disabledQuery).toEqual([{ key: 'foo', value: '', enabled: false }]);
    expect(request(collection, 'only raw').url).toBe('http://localhost:5555/get?a=1&b');
  });
});

describe('ids', () => {
  it('replaces duplicate and missing ids with fresh ones', () => {
    const { collection } = importPostmanCollection({
      info: { schema: 'postman', name: 'Dupes' },
      item: [
        { id: 'same', name: 'one', request: 'http://a' },
        { id: 'same', name: 'two', request: 'http://b' },
        { id: '', name: 'three', request: 'http://c' },
      ],
    });
    const ids = collection.items.map((item) => item.id);
    expect(ids[0]).toBe('same');
    expect(new Set(ids).size).toBe(3);
  });
});

describe('raw bodies without a language', () => {
  const bodyOf = (header: unknown[]) =>
    request(
      importPostmanCollection({
        info: { schema: 'postman', name: 'Bodies' },
        item: [
          { name: 'r', request: { method: 'POST', url: 'http://a', header, body: { mode: 'raw', raw: '{} // c' } } },
        ],
      }).collection,
      'r',
    ).body;

  it('are JSON when their Content-Type says so, as Postman decides before stripping comments', () => {
    expect(bodyOf([{ key: 'content-type', value: 'application/vnd.api+json' }])).toMatchObject({ language: 'json' });
    expect(bodyOf([{ key: 'Content-Type', value: 'text/plain' }])).toMatchObject({ language: 'text' });
    expect(bodyOf([])).toMatchObject({ language: 'text' });
  });
});
