import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Folder } from '../../model/collection.js';
import { listRequests } from '../../model/walk.js';
import { importAny } from '../importAny.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const requestsOf = (text: string) => listRequests(importAny(text).collections[0]!.items).map(({ request }) => request);

describe('Hoppscotch collections', () => {
  it('turns <<variables>> into {{variables}} and pw tests into pm tests', () => {
    const result = importAny(fixture('sample-coll.json'));
    expect(result.kind).toBe('hoppscotch-collections');
    const [request] = listRequests(result.collections[0]!.items).map(({ request }) => request);
    expect(request?.url).toBe('{{baseURL}}');
    expect(request?.postRequestScript).toBe(
      [
        '// Check status code is 200',
        'pm.test("Status code is 200", ()=> {',
        '    pm.expect(pm.response.code).to.eql(200);',
        '});',
        '',
        '// Check JSON response property',
        'pm.test("Check JSON response property", ()=> {',
        '    pm.expect(pm.response.json().method).to.eql("GET");',
        '    pm.expect(pm.response.json().headers).to.be.a("object");',
        '});',
      ].join('\n'),
    );
    expect(result.unmapped).toEqual([]);
  });

  it('keeps folders, switched-off query parameters and headers, and bearer auth', () => {
    const result = importAny(fixture('coll-v2-req-v3.json'));
    const folder = result.collections[0]!.items.find((item): item is Folder => item.type === 'folder');
    expect(folder?.name).toBe('coll-v2-child');
    const request = listRequests(result.collections[0]!.items).find(
      ({ request }) => request.name === 'req-v3',
    )?.request;
    expect(request?.url).toBe('https://echo.hoppscotch.io?key=value');
    expect(request?.disabledQuery).toEqual([{ key: 'inactive-key', value: 'inactive-param', enabled: false }]);
    expect(request?.headers).toContainEqual({ key: 'Inactive-Header', value: 'Inactive Header', enabled: false });
    expect(request?.auth).toEqual({ type: 'bearer', token: 'token123' });
  });

  it('reads a list of collections with auth and headers at every level', () => {
    const result = importAny(fixture('collection-level-auth-headers-coll.json'));
    expect(result.collections.map((collection) => collection.name)).toEqual(['CollectionA', 'CollectionB']);
    const requests = listRequests(result.collections[0]!.items).map(({ request }) => request);
    expect(requests.find((request) => request.name === 'RequestD')?.auth).toEqual({
      type: 'basic',
      username: 'username',
      password: 'password',
    });
    const folderA = result.collections[0]!.items.find((item): item is Folder => item.type === 'folder');
    const folderB = folderA?.items.find((item): item is Folder => item.type === 'folder');
    expect(folderB?.auth).toMatchObject({ type: 'apikey', in: 'header' });
    // Headers set on a folder reach every request below it through a folder pre-request script.
    expect(folderB?.preRequestScript).toContain(
      'pm.request.headers.upsert({"key":"X-Test-Header","value":"Overriden at FolderB"});',
    );
  });

  it('reads multipart bodies and request variables', () => {
    const multipartImport = importAny(fixture('multipart-form-data-coll.json'));
    const multipart = listRequests(multipartImport.collections[0]!.items)[0]?.request;
    expect(multipart?.body).toEqual({
      mode: 'formdata',
      formdata: [
        { key: 'key1', type: 'text', value: 'value1', enabled: true },
        { key: 'key2', type: 'file', src: [], enabled: true },
      ],
    });
    expect(multipartImport.unmapped).toEqual([{ what: 'files to choose again', count: 1 }]);
    const withVariables = requestsOf(fixture('request-vars-coll.json'))[0];
    expect(withVariables?.url).toMatch(/^\{\{url\}\}\?\{\{queryParamKey\}\}=\{\{queryParamValue\}\}/);
    expect(withVariables?.preRequestScript).toContain('pm.variables.set("url", "https://echo.hoppscotch.io");');
    expect(withVariables?.body).toEqual({
      mode: 'raw',
      language: 'json',
      raw: '{\n  "{{httpBodyRawKey}}": "{{httpBodyRawValue}}"\n}',
    });
  });

  it('reads GraphQL requests as GraphQL bodies sent with POST', () => {
    const exported = {
      v: 1,
      name: 'GraphQL',
      folders: [],
      requests: [
        { v: 1, name: 'Me', url: 'https://api.example/graphql', headers: [], query: '{ me { id } }', variables: '{}' },
      ],
    };
    const [request] = requestsOf(JSON.stringify([exported]));
    expect(request).toMatchObject({
      method: 'POST',
      url: 'https://api.example/graphql',
      body: { mode: 'graphql', query: '{ me { id } }', variables: '{}' },
    });
  });
});

describe('Hoppscotch environments', () => {
  it('reads one environment or a list, each version of the variables', () => {
    expect(importAny(fixture('env-v0.json')).environments).toMatchObject([
      { name: 'env-v0', variables: [{ key: 'baseURL', value: 'https://echo.hoppscotch.io' }] },
    ]);
    const v2 = importAny(fixture('env-v2.json'));
    expect(v2.kind).toBe('hoppscotch-environments');
    expect(v2.environments[0]?.variables).toEqual([
      { key: 'baseURL', value: 'https://echo.hoppscotch.io', enabled: true },
    ]);
    const bulk = importAny(fixture('bulk-envs.json')).environments;
    expect(bulk.map((environment) => environment.name)).toEqual(['Env-I', 'Env-II']);
    expect(bulk[1]?.variables[1]).toEqual({ key: 'secretVar', value: '', enabled: true, type: 'secret' });
  });
});
