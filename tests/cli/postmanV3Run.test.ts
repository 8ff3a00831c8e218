// `courier run` and `courier convert` on a Postman 3.0.0 collection folder (one YAML file per
// request), against a loopback echo server.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { httpUpstream, type Upstream } from '@courier/testkit/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionOf, courier, requestItem, useCliStack } from './harness.js';

const { ws } = useCliStack();
let echo: Upstream;
const received: { method: string; path: string; body: string }[] = [];

const FOLDER: Record<string, string> = {
  'shop/postman/collections/shop/.resources/definition.yaml': '$kind: collection\nname: Shop\n',
  'shop/postman/collections/shop/list items.request.yaml':
    "$kind: http-request\nmethod: GET\nurl: '{{base_url}}/items'\norder: 1000\nscripts:\n  - type: afterResponse\n    code: |-\n      pm.test('listed', () => pm.response.to.have.status(200));\n    language: text/javascript\n",
  'shop/postman/collections/shop/orders/add order.request.yaml':
    '$kind: http-request\nmethod: POST\nurl: \'{{base_url}}/orders\'\nbody:\n  type: json\n  content: |-\n    {"id": 1}\n',
  'shop/postman/environments/dev.yaml':
    "name: dev\nvalues:\n  - key: base_url\n    value: 'http://127.0.0.1:9'\n    enabled: true\n    type: default\n",
};

beforeAll(async () => {
  echo = await httpUpstream((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(body);
    });
  });
  for (const [path, text] of Object.entries(FOLDER)) {
    await mkdir(dirname(ws.path(path)), { recursive: true });
    await writeFile(ws.path(path), text);
  }
}, 120_000);

afterAll(() => echo.close());

describe('a Postman 3.0.0 collection folder', { timeout: 120_000 }, () => {
  it('runs in order with its environment picked by name and its scripts', async () => {
    const run = await courier(
      [
        'run',
        'shop',
        '-e',
        'dev',
        '--env-var',
        `base_url=${echo.url}`,
        '-r',
        'json',
        '--reporter-json-export',
        'report.json',
      ],
      ws.dir,
    );
    expect(run.exitCode).toBe(0);
    expect(received.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /items', 'POST /orders']);
    expect(received[1]?.body).toBe('{"id": 1}');
    const report = JSON.parse(await readFile(ws.path('report.json'), 'utf8'));
    expect(report.run.stats.assertions).toMatchObject({ total: 1, failed: 0 });
  });

  it('takes one of its environment files by path, as -e takes a v2.1 environment file', async () => {
    await writeFile(
      ws.path('shop/postman/environments/local.yaml'),
      `name: Local\nvalues:\n  - key: base_url\n    value: '${echo.url}'\n    enabled: true\n    type: default\n`,
    );
    received.length = 0;
    const run = await courier(['run', 'shop', '-e', 'shop/postman/environments/local.yaml'], ws.dir);
    expect(run.exitCode).toBe(0);
    expect(received.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /items', 'POST /orders']);
  });

  it('converts to one Postman v2.1 file, items in their order', async () => {
    const postman = await courier(['convert', 'shop', '--to', 'postman', '-o', 'shop.json'], ws.dir);
    expect(postman.exitCode).toBe(0);
    const exported = JSON.parse(await readFile(ws.path('shop.json'), 'utf8'));
    expect(exported.info.name).toBe('Shop');
    expect(exported.item.map((item: { name: string }) => item.name)).toEqual(['list items', 'orders']);
  });

  it('writes any collection as a folder that runs, and a second conversion changes only what changed', async () => {
    const v21 = (path: string) =>
      collectionOf('Pets', [
        requestItem('List pets', `${echo.url}${path}`, {
          test: ['pm.test("ok", () => pm.response.to.have.status(200));'],
        }),
      ]);
    await writeFile(ws.path('pets.json'), JSON.stringify(v21('/pets')));
    const first = await courier(['convert', 'pets.json', '--to', 'postman-v3', '-o', 'repo'], ws.dir);
    expect(first.exitCode).toBe(0);
    expect(first.stderr).toContain('Wrote 2 files under repo/postman');
    const requestFile = ws.path('repo/postman/collections/Pets/List pets.request.yaml');
    const run = await courier(['run', 'repo/postman/collections/Pets'], ws.dir);
    expect(run.exitCode).toBe(0);
    expect(received.at(-1)?.path).toBe('/pets');

    // Someone commented the file by hand; the collection's URL changed since.
    const byHand = `# The public list\n${await readFile(requestFile, 'utf8')}`;
    await writeFile(requestFile, byHand);
    await writeFile(ws.path('pets.json'), JSON.stringify(v21('/pets?limit=5')));
    expect((await courier(['convert', 'pets.json', '--to', 'postman-v3', '-o', 'repo'], ws.dir)).exitCode).toBe(0);
    const after = (await readFile(requestFile, 'utf8')).split('\n');
    const before = byHand.split('\n');
    expect(after[0]).toBe('# The public list');
    expect(after.filter((line) => !before.includes(line))).toEqual([
      `url: '${echo.url}/pets?limit=5'`,
      'queryParams:',
      '  - key: limit',
      "    value: '5'",
    ]);

    // A folder cannot be printed: -o is needed.
    const printed = await courier(['convert', 'pets.json', '--to', 'postman-v3'], ws.dir);
    expect(printed.exitCode).toBe(2);
    expect(printed.stderr).toContain('--to postman-v3 writes a folder');
  });

  it('names the file and line of a broken file, exit 2', async () => {
    await writeFile(ws.path('shop/postman/collections/shop/broken.request.yaml'), '$kind: http-request\nurl: [open\n');
    const run = await courier(['run', 'shop'], ws.dir);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/shop\/postman\/collections\/shop\/broken\.request\.yaml:\d+: /);
  });
});
