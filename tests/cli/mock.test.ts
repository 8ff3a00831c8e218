// `courier mock` serving a collection's saved examples, and a `courier run` passing against it in
// the same pipeline, as CI would use them. Both run from source, so the test needs no build.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { execa, type ResultPromise } from 'execa';
import { afterEach, describe, expect, it } from 'vitest';
import { collectionOf, workspace, type Workspace } from './harness.js';

const MAIN = fileURLToPath(new URL('../../packages/cli/src/main.ts', import.meta.url));
const SHOP = fileURLToPath(
  new URL('../../packages/core/src/mock/fixtures/shop.postman_collection.json', import.meta.url),
);
const TSX = createRequire(import.meta.url).resolve('tsx');
const NODE_ARGS = ['--no-node-snapshot', '--conditions=courier-source', '--import', TSX, MAIN];

function courierFromSource(args: string[], cwd: string) {
  return execa(process.execPath, [...NODE_ARGS, ...args], { reject: false, cwd, env: { CI: '1', NO_COLOR: '1' } });
}

/** Starts `courier mock` and resolves with its URL once it listens. */
async function startMock(file: string, cwd: string): Promise<{ url: string; child: ResultPromise }> {
  const child = execa(process.execPath, [...NODE_ARGS, 'mock', file, '--port', '0'], {
    reject: false,
    cwd,
    buffer: true,
  });
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const found = / routes at (http:\/\/\S+)/.exec(seen);
      if (found) resolve(found[1]!);
    });
    void child.then((result) => reject(new Error(`courier mock ended: ${result.stderr}`)));
  });
  return { url, child };
}

describe('courier mock', () => {
  let dir: Workspace | undefined;
  let mock: ResultPromise | undefined;
  afterEach(async () => {
    mock?.kill('SIGTERM');
    await mock;
    await dir?.remove();
  });

  it("serves a collection's examples, logs each request, and a collection run passes against it", async () => {
    dir = await workspace();
    const started = await startMock(SHOP, dir.dir);
    mock = started.child;
    const test = (lines: string[]) => [{ listen: 'test', script: { exec: lines, type: 'text/javascript' } }];
    const collection = await dir.write(
      'against-mock.json',
      collectionOf('Against the mock', [
        {
          name: 'Found',
          request: { method: 'GET', url: `${started.url}/users/1` },
          event: test(['pm.test("found", () => pm.expect(pm.response.json().name).to.eql("Ada"));']),
        },
        {
          name: 'Missing',
          request: {
            method: 'GET',
            url: `${started.url}/users/2`,
            header: [{ key: 'x-mock-response-name', value: 'Missing' }],
          },
          event: test(['pm.test("missing", () => pm.response.to.have.status(404));']),
        },
        {
          name: 'Order',
          request: { method: 'POST', url: `${started.url}/orders`, body: { mode: 'raw', raw: '{}' } },
          event: test(['pm.test("created", () => pm.expect(pm.response.json().orderId).to.eql("A-1"));']),
        },
      ]),
    );
    const run = await courierFromSource(['run', collection], dir.dir);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const miss = await fetch(`${started.url}/nowhere`);
    expect(miss.status).toBe(404);
    expect(((await miss.json()) as { message: string }).message).toBe('No Mock Match Found');

    mock.kill('SIGTERM');
    const result = await mock;
    mock = undefined;
    expect(result.exitCode).toBe(0);
    const log = String(result.stdout);
    expect(log).toContain('GET /users/1 → 200 GET /users/:id (default: no alternative’s rules held)');
    expect(log).toContain('GET /users/2 → 404 GET /users/:id (Missing: header x-mock-response-name equals "Missing")');
    expect(log).toContain('POST /orders → 201 POST /orders (default)');
    expect(log).toMatch(/GET \/nowhere → 404 no match: No route matches GET \/nowhere/);
    // Two CLI processes started from source: on a loaded machine each start takes seconds.
  }, 60_000);

  it('serves an OpenAPI document written in YAML', async () => {
    dir = await workspace();
    const file = await dir.write(
      'weather.yaml',
      [
        'openapi: 3.0.3',
        'info: { title: Weather, version: "1" }',
        'paths:',
        '  /forecast/{city}:',
        '    get:',
        '      responses:',
        "        '200':",
        '          content:',
        '            application/json:',
        '              example: { sky: clear, city: Oslo }',
      ].join('\n'),
    );
    const started = await startMock(file, dir.dir);
    mock = started.child;
    const forecast = await fetch(`${started.url}/forecast/oslo`);
    expect([forecast.status, await forecast.json()]).toEqual([200, { sky: 'clear', city: 'Oslo' }]);
  });

  it("answers an OpenAPI document's Prefer header as Prism does and refuses requests that break the document with 422", async () => {
    dir = await workspace();
    const file = await dir.write('pets.json', {
      openapi: '3.0.3',
      info: { title: 'Pets', version: '1' },
      paths: {
        '/pets/{petId}': {
          get: {
            parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'integer' } }],
            responses: {
              '200': {
                content: {
                  'application/json': {
                    examples: { rex: { value: { name: 'Rex' } }, tom: { value: { name: 'Tom' } } },
                  },
                },
              },
              '404': { content: { 'application/json': { example: { message: 'no such pet' } } } },
            },
          },
        },
        '/pets': {
          post: {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['name'],
                    properties: { name: { type: 'string' }, age: { type: 'integer' } },
                  },
                },
              },
            },
            responses: { '201': { content: { 'application/json': { example: { id: 1 } } } } },
          },
        },
      },
    });
    const started = await startMock(file, dir.dir);
    mock = started.child;
    const get = async (path: string, prefer?: string) => {
      const response = await fetch(`${started.url}${path}`, { headers: prefer ? { Prefer: prefer } : {} });
      return [response.status, await response.json()];
    };
    expect(await get('/pets/7')).toEqual([200, { name: 'Rex' }]);
    expect(await get('/pets/7', 'example=tom')).toEqual([200, { name: 'Tom' }]);
    expect(await get('/pets/7', 'code=404')).toEqual([404, { message: 'no such pet' }]);

    const refused = await fetch(`${started.url}/pets/abc`);
    expect(refused.status).toBe(422);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    expect(await refused.json()).toMatchObject({
      type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
      status: 422,
      validation: [{ location: ['path', 'petId'], severity: 'Error', code: 'type', message: 'must be integer' }],
    });
    const post = (body: string) =>
      fetch(`${started.url}/pets`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect((await post('{"name":"Rex","age":3}')).status).toBe(201);
    const invalid = await post('{"age":"three"}');
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { validation: { location: string[]; message: string }[] }).validation).toEqual([
      expect.objectContaining({ location: ['body'], message: "must have required property 'name'" }),
      expect.objectContaining({ location: ['body', 'age'], message: 'must be integer' }),
    ]);

    mock.kill('SIGTERM');
    const result = await mock;
    mock = undefined;
    expect(String(result.stdout)).toContain('GET /pets/abc → 422 invalid request: path.petId must be integer');
  }, 30_000);

  it('runs response scripts of a courier-mock YAML in the sandbox; one that loops answers 500 and the rest serve on', async () => {
    dir = await workspace();
    const file = await dir.write(
      'orders.courier-mock.yaml',
      [
        'name: Orders',
        'routes:',
        '  - method: POST',
        '    path: /orders/:id',
        '    response: { status: 200, body: { placed: false } }',
        '    script: |',
        '      const order = pm.request.body ? JSON.parse(pm.request.body.raw) : {};',
        "      pm.variables.set('mock.status', 201);",
        "      pm.variables.set('mock.body', { id: pm.request.url.path[1], items: order.items.length, placed: true });",
        '  - path: /stuck',
        "    script: 'while (true) {}'",
      ].join('\n'),
    );
    const started = await startMock(file, dir.dir);
    mock = started.child;
    const placed = await fetch(`${started.url}/orders/7`, { method: 'POST', body: '{ "items": [1, 2, 3] }' });
    expect([placed.status, await placed.json()]).toEqual([201, { id: '7', items: 3, placed: true }]);
    const stuck = await fetch(`${started.url}/stuck`);
    expect(stuck.status).toBe(500);
    expect(((await stuck.json()) as { message: string }).message).toMatch(/^Response script failed: .*time/i);
    expect((await fetch(`${started.url}/orders/8`, { method: 'POST', body: '{ "items": [] }' })).status).toBe(201);

    mock.kill('SIGTERM');
    const result = await mock;
    mock = undefined;
    expect(result.exitCode).toBe(0);
    expect(String(result.stderr)).not.toContain('warning');
    expect(String(result.stdout)).toMatch(/GET \/stuck → 500 GET \/stuck \(default\): Response script failed/);
  }, 30_000);

  it('refuses a file it cannot serve in one line', async () => {
    dir = await workspace();
    const empty = await dir.write(
      'empty.json',
      collectionOf('Empty', [{ name: 'A', request: { method: 'GET', url: '/a' } }]),
    );
    const result = await courierFromSource(['mock', empty, '--port', '0'], dir.dir);
    expect(result.exitCode).toBe(2);
    expect(result.stderr.trim()).toBe(`error: cannot serve ${empty}: its requests have no saved example responses`);
  });
});
