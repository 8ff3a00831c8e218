import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Folder } from '../../model/collection.js';
import { listRequests } from '../../model/walk.js';
import { importAny } from '../importAny.js';
import { importFolder } from '../importFolder.js';

const root = fileURLToPath(new URL('./fixtures/bruno-testbench', import.meta.url));
/** The files as a folder picker gives them: paths inside the picked folder, its name first. */
const testbench = () =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path: `bruno-testbench/${relative(root, path)}`, text: readFileSync(path, 'utf8') };
    });

describe('Bruno collection folder', async () => {
  const result = await importFolder(testbench());
  const [collection] = result.collections;
  const requests = listRequests(collection!.items).map(({ request }) => request);
  const named = (name: string) => requests.find((request) => request.name === name);

  it('reads every request with its folder, method, URL, headers and body', () => {
    expect(result.kind).toBe('bruno');
    expect(collection?.name).toBe('bruno-testbench');
    expect(result.summary.requests).toBe(10);
    const echo = collection!.items.find((item): item is Folder => item.type === 'folder' && item.name === 'echo');
    expect(echo?.items.map((item) => item.name)).toEqual([
      'echo json',
      'echo plaintext',
      'echo multipart',
      'echo form-url-encoded',
    ]);
    expect(named('echo json')).toMatchObject({
      method: 'POST',
      url: '{{host}}/api/echo/json',
      headers: [{ key: 'foo', value: 'bar', enabled: true }],
      body: { mode: 'raw', language: 'json', raw: '{\n  "hello": "bruno"\n}' },
      auth: { type: 'none' },
    });
    expect(named('mutation')?.body).toMatchObject({ mode: 'graphql', variables: '{\n  "id":"1"\n}' });
    expect(named('echo form-url-encoded')?.body).toMatchObject({ mode: 'urlencoded' });
    const digest = collection!.items
      .flatMap((item) => (item.type === 'folder' ? item.items : []))
      .find((item) => item.name === 'digest');
    expect(digest?.type).toBe('folder');
  });

  it('carries auth at every level and the environments', () => {
    expect(collection?.auth).toEqual({ type: 'bearer', token: '{{bearer_auth_token}}' });
    expect(named('Basic Auth 200')?.auth).toEqual({
      type: 'basic',
      username: 'bruno',
      password: '{{basic_auth_password}}',
    });
    expect(named('mutation')?.auth).toEqual({ type: 'inherit' });
    expect(result.environments.map((environment) => environment.name)).toEqual(['Local']);
    expect(result.environments[0]?.variables).toContainEqual({
      key: 'host',
      value: 'http://localhost:8080',
      enabled: true,
    });
    expect(collection?.variables).toContainEqual({ key: 'coll_num', value: 100, enabled: true });
  });

  it('translates scripts, tests and assertions to pm, and keeps what has no translation as comments', () => {
    expect(named('echo json')?.preRequestScript).toBe('pm.collectionVariables.set("foo", "foo-world-2");');
    const tests = named('echo json')?.postRequestScript ?? '';
    expect(tests).toContain(
      'pm.test("res.status: eq 200", function () {\n  pm.expect(pm.response.code).to.eql(200);\n});',
    );
    expect(tests).toContain('pm.test("should return json", function() {');
    expect(tests).toContain(
      "pm.expect((/json/i.test(pm.response.headers.get('Content-Type') ?? '') ? pm.response.json() : pm.response.text())).to.eql({",
    );
    expect(named('mutation')?.postRequestScript).toContain(
      'pm.expect(pm.response.json().data.create.success).to.eql(true);',
    );
    // Collection headers are set by a collection pre-request script, before the request's own.
    expect(collection?.preRequestScript).toContain(
      'pm.request.headers.upsert({"key":"collection-header","value":"collection-header-value"});',
    );
    expect(collection?.preRequestScript).toContain(
      "const shouldTestCollectionScripts = pm.variables.get('should-test-collection-scripts');",
    );
    expect(named('folder-collection script-tests')?.postRequestScript).toContain(
      'const collectionHeader = pm.request.headers.get("collection-header");',
    );
    // Bruno's runner control has no pm counterpart: the line stays, commented, and is counted.
    expect(named('ping')?.preRequestScript).toBe('// Not translated from Bruno: bru.runner.stopExecution();');
    expect(result.unmapped).toEqual([{ what: 'script lines kept as comments', count: 1 }]);
    expect(result.warnings).toEqual([
      'Request "ping" pre-request script: 1 line(s) without a pm equivalent kept as comments',
    ]);
  });

  it('names the file and the line of a .bru file it cannot parse', async () => {
    const broken = [...testbench(), { path: 'bruno-testbench/broken.bru', text: 'meta {\n  name: x\n' }];
    await expect(importFolder(broken)).rejects.toThrow(/^Import failed: Bruno collection: broken\.bru: Line 3, col 1/);
  });

  it('refuses a folder without bruno.json', async () => {
    await expect(importFolder([{ path: 'a/x.bru', text: '' }])).rejects.toThrow(
      'Import failed: the folder is not a Bruno collection (it has no bruno.json)',
    );
  });
});

describe("Bruno's JSON export", () => {
  it('imports the sample collection', () => {
    const result = importAny(readFileSync(new URL('./fixtures/sample-collection.json', import.meta.url), 'utf8'));
    expect(result.kind).toBe('bruno');
    expect(result.collections[0]?.name).toBe('Sample API Collection');
    expect(
      listRequests(result.collections[0]!.items).map(({ request }) => [
        request.method,
        request.url,
        request.description,
      ]),
    ).toEqual([
      [
        'GET',
        'https://jsonplaceholder.typicode.com/users',
        'This request retrieves a list of users from the JSONPlaceholder API.',
      ],
    ]);
  });
});
