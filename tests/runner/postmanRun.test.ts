// The runner end to end in Node: real isolated-vm scripts, the undici transport, a local server.
import { httpUpstream, type Upstream } from '@courier/testkit/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollectionSchema, Runner, renderJunit, type RunEvent } from '@courier/core';
import { createNodeScriptHost, createUndiciTransport } from '@courier/core/node';

let server: Upstream;
let base: string;

beforeAll(async () => {
  server = await httpUpstream((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const status = Number(url.searchParams.get('status') ?? 200);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body }),
      );
    });
  });
  base = server.url;
});

afterAll(() => server.close());

const collection = () =>
  CollectionSchema.parse({
    id: 'c',
    name: 'Shop',
    auth: { type: 'bearer', token: '{{token}}' },
    preRequestScript: 'pm.variables.set("trace", "t-" + pm.info.iteration);',
    variables: [{ key: 'base', value: base }],
    items: [
      {
        type: 'request',
        id: 'login',
        name: 'Login',
        method: 'POST',
        url: '{{base}}/login',
        body: { mode: 'raw', raw: '{"user":"{{user}}"}', language: 'json' },
        postRequestScript: [
          'pm.test("logged in", () => pm.response.to.have.status(200));',
          'pm.environment.set("token", "tok-" + pm.iterationData.get("user"));',
        ].join('\n'),
      },
      {
        type: 'folder',
        id: 'orders',
        name: 'Orders',
        postRequestScript: 'pm.test("folder: json", () => pm.response.to.be.json);',
        items: [
          {
            type: 'request',
            id: 'list',
            name: 'List',
            url: '{{base}}/orders?trace={{trace}}',
            postRequestScript: [
              'const body = pm.response.json();',
              'pm.test("auth header sent", () => pm.expect(body.headers.authorization).to.eql("Bearer " + pm.environment.get("token")));',
              'pm.test("trace from collection script", () => pm.expect(body.query.trace).to.eql("t-" + pm.info.iteration));',
              'pm.test("fails on purpose in iteration 1", () => pm.expect(pm.info.iteration).to.eql(0));',
              'postman.setNextRequest("Done");',
            ].join('\n'),
          },
          { type: 'request', id: 'skipped', name: 'Never', url: '{{base}}/never' },
        ],
      },
      {
        type: 'request',
        id: 'done',
        name: 'Done',
        url: '{{base}}/done?status=404',
        preRequestScript: 'if (pm.iterationData.get("user") === "skip") pm.execution.skipRequest();',
      },
    ],
  });

describe('a Postman-style collection run (Node)', () => {
  it('keeps Postman verdicts across iterations, inheritance and flow control', async () => {
    const scripts = createNodeScriptHost();
    const transport = createUndiciTransport();
    try {
      const handle = new Runner({ transport, scripts }).start({
        collection: collection(),
        settings: { iterations: 2, dataFile: { name: 'd.csv', rows: [{ user: 'ann' }, { user: 'skip' }] } },
      });
      const events: RunEvent[] = [];
      handle.on((event) => events.push(event));
      const { result, variables } = await handle.done;

      expect(result.requests.map((r) => [r.iteration, r.name, r.status, r.success])).toEqual([
        [0, 'Login', 200, true],
        [0, 'List', 200, true],
        [0, 'Done', 404, false],
        [1, 'Login', 200, true],
        [1, 'List', 200, true],
      ]);
      const verdicts = result.requests.flatMap((r) => r.tests.map((t) => `${r.iteration} ${t.name}: ${t.passed}`));
      expect(verdicts).toEqual([
        '0 logged in: true',
        '0 folder: json: true',
        '0 auth header sent: true',
        '0 trace from collection script: true',
        '0 fails on purpose in iteration 1: true',
        '1 logged in: true',
        '1 folder: json: true',
        '1 auth header sent: true',
        '1 trace from collection script: true',
        '1 fails on purpose in iteration 1: false',
      ]);
      expect(events.filter((e) => e.type === 'request:skipped')).toMatchObject([{ iteration: 1, name: 'Done' }]);
      expect(variables.environment).toContainEqual(expect.objectContaining({ key: 'token', value: 'tok-skip' }));
      expect(renderJunit(result).match(/<testsuite /g)).toHaveLength(5);
    } finally {
      await Promise.all([scripts.dispose(), transport.close()]);
    }
  });
});
