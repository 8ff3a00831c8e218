// A Postman collection's requests carry the headers Postman's runtime adds (decision 0038), so a
// server or a script that checks them behaves as under Newman: the same collection, whose tests
// read the headers the echo server received, passes under Newman (the devDependency) and Courier.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { collectionOf, courier, requestItem, useCliStack } from './harness.js';

const NEWMAN = fileURLToPath(new URL('../../node_modules/newman/bin/newman.js', import.meta.url));

const { server, ws } = useCliStack();

interface EchoReport {
  run: { executions: Array<{ response: { stream: { data: number[] } } }> };
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Requests whose tests check the headers the server received, as a team's collection might. */
function headerChecks(baseUrl: string) {
  return collectionOf('Headers', [
    requestItem('Plain', `${baseUrl}/plain`, {
      test: [
        'const { headers } = pm.response.json();',
        'pm.globals.set("firstToken", headers["postman-token"]);',
        'pm.test("runtime agent", () => pm.expect(headers["user-agent"]).to.match(/^PostmanRuntime\\//));',
        'pm.test("not cached", () => pm.expect(headers["cache-control"]).to.eql("no-cache"));',
        `pm.test("a token", () => pm.expect(headers["postman-token"]).to.match(${String(UUID_V4)}));`,
        'pm.test("accepts anything", () => pm.expect(headers["accept"]).to.eql("*/*"));',
        'pm.test("compressed", () => pm.expect(headers["accept-encoding"]).to.eql("gzip, deflate, br"));',
        'pm.test("kept alive", () => pm.expect(headers["connection"]).to.eql("keep-alive"));',
      ],
    }),
    requestItem('Second', `${baseUrl}/second`, {
      test: [
        'const { headers } = pm.response.json();',
        'pm.test("a token per request", () => pm.expect(headers["postman-token"]).to.not.eql(pm.globals.get("firstToken")));',
      ],
    }),
    {
      ...requestItem('Own agent, no system headers', `${baseUrl}/own`, {
        test: [
          'const { headers } = pm.response.json();',
          'pm.test("own agent", () => pm.expect(headers["user-agent"]).to.eql("team-bot/1"));',
          'pm.test("no token", () => pm.expect(headers["postman-token"]).to.eql(undefined));',
          'pm.test("no cache header", () => pm.expect(headers["cache-control"]).to.eql(undefined));',
        ],
      }),
      request: { method: 'GET', url: `${baseUrl}/own`, header: [{ key: 'User-Agent', value: 'team-bot/1' }] },
      protocolProfileBehavior: { disabledSystemHeaders: { 'postman-token': true, 'cache-control': true } },
    },
  ]);
}

describe('courier run: Postman’s system headers on a Postman collection’s requests', { timeout: 120_000 }, () => {
  it('sends what Postman’s runtime sends, so the same header checks pass under Newman and Courier', async () => {
    const collection = await ws.write('headers.postman_collection.json', headerChecks(server.url));
    const [theirs, ours] = await Promise.all([
      execa(process.execPath, [NEWMAN, 'run', collection], { reject: false, cwd: ws.dir }),
      courier(['run', collection], ws.dir),
    ]);
    expect(theirs.exitCode).toBe(0);
    expect(ours.stdout).not.toContain('✗');
    expect(ours.exitCode).toBe(0);
  });

  it('names Courier after PostmanRuntime, and leaves Postman’s headers off a Courier export’s requests', async () => {
    const file = collectionOf('Echo', [requestItem('Echo', `${server.url}/echo`)]);
    const postman = await ws.write('echo.postman_collection.json', file);
    const native = ws.path('echo.courier.json');
    await courier(['convert', postman, '--to', 'native', '-o', native], ws.dir);
    // The headers the echo server received, from the response body the JSON report keeps.
    const received = async (path: string) => {
      const report = `${path}.report.json`;
      await courier(['run', path, '-r', 'json', '--reporter-json-export', report], ws.dir);
      const { run } = JSON.parse(await readFile(report, 'utf8')) as EchoReport;
      const body = Buffer.from(run.executions[0]!.response.stream.data).toString();
      return (JSON.parse(body) as { headers: Record<string, string> }).headers;
    };
    const [fromPostman, fromCourier] = await Promise.all([received(postman), received(native)]);
    expect(fromPostman['user-agent']).toBe('PostmanRuntime/7.39.1 Courier');
    expect(fromCourier['user-agent']).toBe('Courier');
    expect(fromCourier['postman-token']).toBeUndefined();
    expect(fromCourier['cache-control']).toBeUndefined();
  });
});
