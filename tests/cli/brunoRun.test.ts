// `courier run` and `courier convert` on a Bruno collection folder: Bruno's own test collection,
// its scripts, tests and assertions translated to pm, against a local server answering as Bruno's
// test server does.
import { cp, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { httpUpstream, type Upstream } from '@courier/testkit/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courier, useCliStack } from './harness.js';

const FIXTURE = fileURLToPath(
  new URL('../../packages/core/src/convert/bruno/fixtures/bruno-testbench', import.meta.url),
);

const { ws } = useCliStack();
let bruno: Upstream;
const received: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[] = [];

const AUTHORIZED = JSON.stringify({ message: 'Authentication successful' });

beforeAll(async () => {
  bruno = await httpUpstream((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      received.push({ method: req.method ?? '', path, headers: req.headers, body });
      const answer = (status: number, type: string, text: string) => {
        res.writeHead(status, { 'content-type': type });
        res.end(text);
      };
      const basic = `Basic ${Buffer.from('bruno:della').toString('base64')}`;
      if (path === '/api/auth/basic/protected') {
        return answer(req.headers.authorization === basic ? 200 : 401, 'application/json', AUTHORIZED);
      }
      if (path === '/api/auth/bearer/protected') {
        return answer(
          req.headers.authorization === 'Bearer your_secret_token' ? 200 : 401,
          'application/json',
          AUTHORIZED,
        );
      }
      if (path === '/api/graphql') return answer(200, 'application/json', '{"data":{"create":{"success":true}}}');
      if (path === '/api/echo/text') return answer(200, 'text/plain', body);
      // Everything else echoes the body as it came, as Bruno's echo server does.
      return answer(200, req.headers['content-type'] ?? 'text/plain', body);
    });
  });
  await cp(FIXTURE, ws.path('bruno-testbench'), { recursive: true });
  // Its file part names an image the fixture does not carry.
  await rm(ws.path('bruno-testbench/echo/echo multipart.bru'));
}, 120_000);

afterAll(() => bruno.close());

describe('a Bruno collection folder', { timeout: 120_000 }, () => {
  it('runs with its environment picked by name and its translated scripts, tests and assertions', async () => {
    const run = await courier(
      [
        'run',
        'bruno-testbench',
        '-e',
        'Local',
        '--env-var',
        `host=${bruno.url}`,
        '--env-var',
        `echo-host=${bruno.url}`,
        '--env-var',
        `localhost=${bruno.url}`,
        '-r',
        'cli,json',
        '--reporter-json-export',
        'report.json',
      ],
      ws.dir,
    );
    expect(run.stderr).toContain('Not mapped: 1 script lines kept as comments');
    const report = JSON.parse(await readFile(ws.path('report.json'), 'utf8'));
    const assertions = report.run.executions.flatMap(
      (execution: { item: { name: string }; assertions?: { assertion: string; error?: unknown }[] }) =>
        (execution.assertions ?? []).map((assertion) => ({
          request: execution.item.name,
          assertion: assertion.assertion,
          passed: assertion.error === undefined,
        })),
    );
    expect(assertions).toContainEqual({ request: 'echo json', assertion: 'should return json', passed: true });
    expect(assertions).toContainEqual({ request: 'echo json', assertion: 'res.status: eq 200', passed: true });
    expect(assertions).toContainEqual({
      request: 'echo plaintext',
      assertion: 'should return plain text',
      passed: true,
    });
    expect(assertions).toContainEqual({
      request: 'Basic Auth 200',
      assertion: 'res.body.message: Authentication successful',
      passed: true,
    });
    expect(assertions).toContainEqual({
      request: 'mutation',
      assertion: 'res.body.data.create.success: eq true',
      passed: true,
    });
    // One difference is Courier's, not the translation's: like Postman, Courier sends the values of
    // a repeated form key together (key_1=…&key_1=…&key_2=…), where Bruno keeps the written order.
    expect(assertions.filter((row: { passed: boolean }) => !row.passed)).toEqual([
      {
        request: 'echo form-url-encoded',
        assertion: 'form-urlencoded body with variables and duplicate keys',
        passed: false,
      },
    ]);
    expect(run.exitCode).toBe(1);
    // The collection's headers reach every request, set by its pre-request script.
    const echoed = received.find((request) => request.path === '/api/echo/json');
    expect(echoed?.headers['collection-header']).toBe('collection-header-value');
    expect(echoed?.body).toBe('{\n  "hello": "bruno"\n}');
  });

  it('converts to a Courier export and to Postman, saying what it read', async () => {
    const native = await courier(['convert', 'bruno-testbench', '--to', 'courier', '-o', 'bruno.courier.json'], ws.dir);
    expect(native.exitCode).toBe(0);
    expect(native.stderr).toContain('Bruno collection: 1 collection, 9 requests, 1 environment');
    const exported = JSON.parse(await readFile(ws.path('bruno.courier.json'), 'utf8'));
    expect(exported.environments.map((environment: { name: string }) => environment.name)).toEqual(['Local']);
    const postman = await courier(['convert', 'bruno-testbench', '--to', 'postman'], ws.dir);
    expect(postman.exitCode).toBe(0);
    expect(JSON.parse(postman.stdout).info.name).toBe('bruno-testbench');
  });

  it('names the folder when it is not a Bruno collection', async () => {
    const run = await courier(['run', 'bruno-testbench/echo'], ws.dir);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(
      'cannot load collection folder bruno-testbench/echo: it is not a Bruno collection (no bruno.json)',
    );
  });
});
