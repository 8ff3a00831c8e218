// `courier run` and `courier convert` on a Postman 3.0.0 collection folder (one YAML file per
// request), against a loopback echo server.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { httpUpstream, type Upstream } from '@courier/testkit/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courier, useCliStack } from './harness.js';

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

  it('converts to one Postman v2.1 file, items in their order', async () => {
    const postman = await courier(['convert', 'shop', '--to', 'postman', '-o', 'shop.json'], ws.dir);
    expect(postman.exitCode).toBe(0);
    const exported = JSON.parse(await readFile(ws.path('shop.json'), 'utf8'));
    expect(exported.info.name).toBe('Shop');
    expect(exported.item.map((item: { name: string }) => item.name)).toEqual(['list items', 'orders']);
  });

  it('names the file and line of a broken file, exit 2', async () => {
    await writeFile(ws.path('shop/postman/collections/shop/broken.request.yaml'), '$kind: http-request\nurl: [open\n');
    const run = await courier(['run', 'shop'], ws.dir);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/shop\/postman\/collections\/shop\/broken\.request\.yaml:\d+: /);
  });
});
