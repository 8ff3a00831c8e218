// `-r json` key for key: for the same collection and run, every key path of Newman's report (array
// indices folded) is in Courier's, with the same types, so a program written against Newman's file
// reads Courier's. Newman (the devDependency) writes the reference against the same local server.
// The second part runs real collections of the shared corpus when it sits beside the repository
// (`../shared/corpus`, or COURIER_CORPUS), as `npm run compat` does.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { BIN, useCliStack } from './harness.js';
import { keyPaths, missingKeyPaths } from './keyPaths.js';

const NEWMAN = fileURLToPath(new URL('../../node_modules/newman/bin/newman.js', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CORPUS = process.env['COURIER_CORPUS'] ?? resolve(ROOT, '../shared/corpus');

const { server, ws } = useCliStack();

const script = (listen: string, exec: string[]) => ({ listen, script: { type: 'text/javascript', exec } });

/** Folders, descriptions, headers, bodies, auth, a saved example, failing assertions and a script error. */
function shapesCollection(baseUrl: string) {
  return {
    info: {
      name: 'Shapes',
      description: 'Every part a report consumer reads',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    variable: [{ key: 'base', value: baseUrl }],
    event: [script('prerequest', ['pm.variables.set("trace", "t1");'])],
    item: [
      {
        name: 'Users',
        description: 'People',
        auth: {
          type: 'basic',
          basic: [
            { key: 'username', value: 'ann', type: 'string' },
            { key: 'password', value: 'secret', type: 'string' },
          ],
        },
        event: [script('test', ['pm.test("folder runs", () => {});'])],
        item: [
          {
            name: 'Create user',
            request: {
              method: 'POST',
              description: 'Makes one',
              url: '{{base}}/users?trace={{trace}}',
              header: [{ key: 'X-Team', value: 'core', description: 'who asks' }],
              body: { mode: 'urlencoded', urlencoded: [{ key: 'name', value: 'Ann' }] },
            },
            response: [
              {
                name: 'Created',
                originalRequest: { method: 'POST', url: '{{base}}/users', header: [] },
                status: 'Created',
                code: 201,
                header: [{ key: 'Content-Type', value: 'application/json' }],
                body: '{"id":1}',
              },
            ],
            event: [
              script('test', [
                'pm.test("created", () => pm.response.to.have.status(201));',
                'pm.test("echoes the name", () => pm.expect(pm.response.json().body).to.include("Ann"));',
              ]),
            ],
          },
          {
            name: 'Upload',
            request: {
              method: 'PUT',
              url: '{{base}}/upload',
              body: { mode: 'formdata', formdata: [{ key: 'note', value: 'hello', type: 'text' }] },
            },
            event: [script('test', ['throw new Error("boom");'])],
          },
        ],
      },
      {
        name: 'Health',
        request: { method: 'GET', url: '{{base}}/health' },
        event: [script('test', ['pm.test("is up", () => pm.response.to.have.status(200));'])],
      },
    ],
  };
}

interface Report {
  run: {
    failures: Array<{ source: { name: string; request: { url: { host: string[]; path: string[] } } } }>;
    executions: Array<{ response?: { responseTime: number } }>;
  };
}

/** A port nothing listens on: one the system gave out and took back. */
function closedPort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A consumer of Newman's report: the URL of each failed request. */
const failedUrls = (report: Report) =>
  report.run.failures.map(({ source }) => `${source.name} ${source.request.url.path.join('/')}`);

async function bothReports(args: string[], cwd: string, env: Record<string, string> = {}) {
  const [newmanReport, courierReport] = [join(cwd, 'newman-report.json'), join(cwd, 'courier-report.json')];
  await Promise.all([
    execa(process.execPath, [NEWMAN, 'run', ...args, '-r', 'json', '--reporter-json-export', newmanReport], {
      reject: false,
      cwd,
      env,
    }),
    execa(BIN, ['run', ...args, '-r', 'json', '--reporter-json-export', courierReport], {
      reject: false,
      cwd,
      env: { CI: '1', NO_COLOR: '1', ...env },
    }),
  ]);
  const read = async (path: string) => JSON.parse(await readFile(path, 'utf8')) as Report;
  return { newman: await read(newmanReport), courier: await read(courierReport) };
}

describe('courier run -r json: every key of Newman’s report', { timeout: 120_000 }, () => {
  it('has every key path of Newman’s, with its types, for the same run', async () => {
    const collection = await ws.write('shapes.postman_collection.json', shapesCollection(server.url));
    const { newman, courier: ours } = await bothReports([collection, '-n', '2'], ws.dir);
    expect(missingKeyPaths(keyPaths(newman), keyPaths(ours))).toEqual([
      // Courier keeps no stack frames of an error a script threw.
      '$.run.failures[].error.stacktrace[]',
      '$.run.failures[].error.stacktrace[].columnNumber',
      '$.run.failures[].error.stacktrace[].fileName',
      '$.run.failures[].error.stacktrace[].functionName',
      '$.run.failures[].error.stacktrace[].lineNumber',
      '$.run.failures[].error.stacktrace[].methodName',
      '$.run.failures[].error.stacktrace[].native',
      '$.run.failures[].error.stacktrace[].typeName',
    ]);
  });

  it('shows a request that could not connect as Newman does: Node’s error, before the assertions', async () => {
    const closed = await closedPort();
    const collection = await ws.write('refused.postman_collection.json', {
      info: { name: 'Refused', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
      item: [
        {
          name: 'Nobody listens',
          request: { method: 'GET', url: `http://127.0.0.1:${closed}/status` },
          event: [script('test', ['pm.test("answered", () => pm.expect(pm.response.code).to.eql(200));'])],
        },
      ],
    });
    const { newman, courier: ours } = await bothReports([collection], ws.dir);
    expect(missingKeyPaths(keyPaths(newman), keyPaths(ours)).filter((path) => !/\.stacktrace\[\]/.test(path))).toEqual([
      // The headers Postman's runtime would have added are listed only for a request that went out.
      '$.run.executions[].request.header[]',
      '$.run.executions[].request.header[].key',
      '$.run.executions[].request.header[].system',
      '$.run.executions[].request.header[].value',
      '$.run.failures[].source.request.header',
      '$.run.failures[].source.request.header[]',
      '$.run.failures[].source.request.header[].key',
      '$.run.failures[].source.request.header[].system',
      '$.run.failures[].source.request.header[].value',
    ]);
    const failures = (report: Report) =>
      (report.run.failures as unknown as Array<{ at: string; error: Record<string, unknown> }>).map(({ at, error }) => [
        at,
        error['code'],
        error['message'],
      ]);
    expect(failures(ours)[0]).toEqual(failures(newman)[0]);
    expect(failures(ours)[0]).toEqual(['request', 'ECONNREFUSED', `connect ECONNREFUSED 127.0.0.1:${closed}`]);
    expect(failures(ours).map(([at]) => at)).toEqual(failures(newman).map(([at]) => at));
  });

  it('lets a script that prints the URL of each failed request read it as it reads Newman’s', async () => {
    const collection = await ws.write('shapes.postman_collection.json', shapesCollection(server.url));
    const { newman, courier: ours } = await bothReports([collection], ws.dir);
    expect(failedUrls(ours)).toEqual(failedUrls(newman));
    expect(failedUrls(ours)).toEqual(['Create user users', 'Upload upload']);
    // Newman writes whole milliseconds.
    expect(ours.run.executions.every((execution) => Number.isInteger(execution.response?.responseTime))).toBe(true);
  });
});

/** Runs of the corpus whose key paths are compared, and the paths Courier lacks there and why. */
const CORPUS_RUNS = [
  'postmanlabs_newman_echo-v2',
  'postmanlabs_newman_super-sandbox-test',
  'postmanlabs_newman_sandbox-libraries',
  'postmanlabs_newman_set-next-request',
  'postmanlabs_newman_globals-env-data-files',
  'postmanlabs_newman_inherited-entities',
  'postmanlabs_newman_protocol-profile-behavior',
];

const KNOWN_GAPS: Array<[RegExp, string]> = [
  [/\.stacktrace\[\]/, 'no stack frames of a script error'],
  [/\.auth\.\w+\[\]\.system$/, 'the auth parameters Postman’s runtime fills in are not marked'],
  [/\.auth\.\w+\[\]\.value: boolean,string ≠ string$/, 'auth parameters are kept as text'],
  [/\.item\[\]\._(\.postman_id)?$|\.parent\._(\.postman_id)?$/, 'a folder’s _postman_id becomes its id'],
  [/\.values\[\]\.name$/, 'a variable file’s duplicate of `key` under `name` is not kept'],
];

/** The echo server's four servers (echo, raw echo, redirect, httpbin) listen on PORT … PORT+3. */
const ECHO_SERVERS = 4;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/** A base port whose following ports are free too: one taken makes the echo server exit. */
async function freeBasePort(): Promise<number> {
  for (;;) {
    const base = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (base <= 0 || base >= 65000) continue;
    const free = await Promise.all(Array.from({ length: ECHO_SERVERS }, (_, offset) => portIsFree(base + offset)));
    if (free.every(Boolean)) return base;
  }
}

/** Waits until each of the echo server's servers answers: the redirect one is not the first. */
async function listening(base: number): Promise<void> {
  for (let offset = 0; offset < ECHO_SERVERS; offset++) {
    for (;;) {
      const up = await new Promise<boolean>((done) => {
        const socket = connect(base + offset, '127.0.0.1', () => socket.end(() => done(true))).once('error', () =>
          done(false),
        );
      });
      if (up) break;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

describe.skipIf(!existsSync(join(CORPUS, 'runs.tsv')))('the shared corpus: Newman’s key paths', () => {
  it.each(CORPUS_RUNS)('%s', { timeout: 240_000 }, async (id) => {
    const rows = (await readFile(join(CORPUS, 'runs.tsv'), 'utf8')).trim().split('\n');
    const columns = rows[0]!.split('\t');
    const row = rows.map((line) => line.split('\t')).find((cells) => cells[0] === id)!;
    const cell = (name: string) => row[columns.indexOf(name)] ?? '';
    const port = await freeBasePort();
    const env = { PORT: String(port), NODE_OPTIONS: `--require ${join(CORPUS, 'loopback-guard.js')}` };
    const args: string[] = [];
    for (const [column, flag] of [
      ['collection', ''],
      ['environment', '-e'],
      ['globals', '-g'],
      ['data', '-d'],
    ] as const) {
      if (!cell(column)) continue;
      const local = ws.path(`${id}.${column}.json`);
      await execa(process.execPath, [join(CORPUS, 'rewrite.js'), join(CORPUS, 'collections', cell(column)), local], {
        env: { PORT: String(port) },
      });
      args.push(...(flag ? [flag, local] : [local]));
    }
    if (cell('working_dir')) args.push('--working-dir', join(CORPUS, 'collections', cell('working_dir')));
    const echo = spawn(process.execPath, [join(CORPUS, 'echo-server.js')], {
      env: { ...process.env, PORT: String(port), QUIET: '1' },
      stdio: 'ignore',
    });
    try {
      await listening(port);
      const { newman, courier: ours } = await bothReports(args, ws.dir, env);
      const gaps = missingKeyPaths(keyPaths(newman), keyPaths(ours)).filter(
        (path) => !KNOWN_GAPS.some(([pattern]) => pattern.test(path)),
      );
      expect(gaps).toEqual([]);
    } finally {
      echo.kill();
    }
  });
});
