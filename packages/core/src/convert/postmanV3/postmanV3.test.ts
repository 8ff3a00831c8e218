import { describe, expect, it } from 'vitest';
import { importFolder } from '../importFolder.js';
import { ImportError } from '../errors.js';
import { editV3File } from './editV3File.js';
import { parseV3File } from './parseV3File.js';
import { writeV3Folder } from './writeV3Folder.js';
import { importPostmanV3Folder } from './importPostmanV3Folder.js';

const ROOT = 'postman/collections/bookstore api';

const BOOKSTORE = [
  {
    path: `${ROOT}/.resources/definition.yaml`,
    text: "$kind: collection\nname: Bookstore API\nvariables:\n  - key: base_url\n    value: 'https://api.bookstore.com/v1'\nscripts:\n  - type: http:beforeRequest\n    code: pm.variables.set('t', 1)\n    language: text/javascript\n",
  },
  {
    path: `${ROOT}/add new book.request.yaml`,
    text: '$kind: http-request\nmethod: POST\nurl: \'{{base_url}}/books\'\norder: 3000\nheaders:\n  - key: Content-Type\n    value: application/json\nbody:\n  type: json\n  content: |-\n    {\n      "title": "Example Book"\n    }\nscripts:\n  - type: afterResponse\n    code: pm.test(\'ok\', () => {})\n    language: text/javascript\n',
  },
  {
    path: `${ROOT}/get all books.request.yaml`,
    text: "$kind: http-request\nmethod: GET\nurl: '{{base_url}}/books'\norder: 1000\n",
  },
  {
    path: `${ROOT}/.resources/get all books.resources/examples/200 OK.example.yaml`,
    text: "$kind: http-example\nrequest:\n  url: '{{base_url}}/books'\n  method: GET\nresponse:\n  statusCode: 200\n  statusText: OK\n  body:\n    type: json\n    content: '[]'\n",
  },
  {
    path: `${ROOT}/authentication/.resources/definition.yaml`,
    text: '$kind: collection\norder: 2000\nauth:\n  type: bearer\n  credentials:\n    - key: token\n      value: secret\n',
  },
  {
    path: `${ROOT}/authentication/login.request.yaml`,
    text: "$kind: graphql-request\nurl: '{{base_url}}/graphql'\nquery: '{ me { id } }'\n",
  },
  {
    path: 'postman/environments/dev.yaml',
    text: "name: dev\nvalues:\n  - key: base_url\n    value: 'http://127.0.0.1:1'\n    enabled: true\n    type: default\n",
  },
];

describe('Postman 3.0.0 collection folders', () => {
  it('reads requests in their order, folders, variables, scripts, auth, examples and environments', async () => {
    const result = await importFolder(BOOKSTORE);
    const [collection] = result.collections;
    expect(collection?.name).toBe('Bookstore API');
    expect(collection?.variables.map((variable) => variable.key)).toEqual(['base_url']);
    expect(collection?.preRequestScript).toContain("pm.variables.set('t', 1)");
    expect(collection?.items.map((item) => item.name)).toEqual(['get all books', 'authentication', 'add new book']);
    const [getAll, folder, add] = collection?.items ?? [];
    expect(getAll?.type === 'request' && getAll.examples?.[0]?.name).toBe('200 OK');
    expect(folder?.type === 'folder' && folder.auth.type).toBe('bearer');
    expect(add?.type === 'request' && add.method).toBe('POST');
    expect(add?.type === 'request' && add.postRequestScript).toContain("pm.test('ok'");
    expect(result.environments.map((environment) => environment.name)).toEqual(['dev']);
  });

  it('names the file and line of a broken file', async () => {
    const broken = [...BOOKSTORE, { path: `${ROOT}/bad.request.yaml`, text: '$kind: http-request\nurl: [unclosed\n' }];
    await expect(importFolder(broken)).rejects.toThrow(ImportError);
    await expect(importFolder(broken)).rejects.toThrow(/bookstore api\/bad\.request\.yaml:\d+: /);
  });

  it('writes a folder that reads back the same, with the reference YAML rules', async () => {
    const [collection] = (await importFolder(BOOKSTORE)).collections;
    if (collection === undefined) throw new Error('no collection');
    const files = writeV3Folder(collection);
    const add = files.find((file) => file.path.endsWith('/add new book.request.yaml'));
    expect(add?.text).toContain("url: '{{base_url}}/books'");
    expect(add?.text).toContain('order: 3000');
    expect(add?.text).toContain('content: |-\n');
    expect(add?.text).not.toMatch(/^name:/m);
    const again = importPostmanV3Folder(files).collections[0];
    expect(again?.items.map((item) => item.name)).toEqual(collection.items.map((item) => item.name));
  });

  it('sanitises file names and keeps them unique ignoring case', () => {
    const [collection] = importPostmanV3Folder(BOOKSTORE).collections;
    if (collection === undefined) throw new Error('no collection');
    const first = collection.items[0];
    if (first === undefined) throw new Error('no item');
    const items = [
      { ...first, name: 'Health/check' },
      { ...first, name: 'health-check' },
    ];
    const paths = writeV3Folder({ ...collection, items }).map((file) => file.path);
    expect(paths).toContain(`postman/collections/Bookstore API/Health-check.request.yaml`);
    expect(paths).toContain(`postman/collections/Bookstore API/health-check (2).request.yaml`);
  });

  it('changing one header changes exactly one line, comments kept', () => {
    const file = {
      path: 'a.request.yaml',
      text: "# the books list\n$kind: http-request\nmethod: GET\nurl: '{{base_url}}/books'\nheaders:\n  - key: Accept # what we read\n    value: application/json\n  - key: X-Trace\n    value: 'on'\norder: 1000\n",
    };
    const fields = parseV3File(file);
    const headers = fields.headers as { key: string; value: string }[];
    const edited = editV3File(file, { ...fields, headers: [headers[0], { ...headers[1], value: 'off' }] });
    const before = file.text.split('\n');
    const after = edited.split('\n');
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, index) => line !== before[index])).toEqual(["    value: 'off'"]);
  });

  it('reads values as YAML 1.2 does, text that looks like a binary number included', () => {
    const text =
      "$kind: http-request\nurl: /\nheaders:\n  - key: A\n    value: 0b101\n  - key: B\n    value: '1_000'\norder: 2000\n";
    expect(parseV3File({ path: 'a.request.yaml', text })).toEqual({
      $kind: 'http-request',
      url: '/',
      headers: [
        { key: 'A', value: '0b101' },
        { key: 'B', value: '1_000' },
      ],
      order: 2000,
    });
  });
});
