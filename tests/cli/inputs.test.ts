// Newman's inputs load unchanged: files given as URLs, the Postman API's wrappers, v1
// collections, CSV with uneven rows; and Newman's run rules for data rows, folders and delays.
import { readFile, symlink } from 'node:fs/promises';
import { relative } from 'node:path';
import { closedPort, httpUpstream, type Upstream } from '@courier/testkit/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionOf, courier, requestItem, useCliStack, workspace } from './harness.js';

const { server, ws } = useCliStack();

let files: Upstream;
let filesUrl: string;
const hitTimes: number[] = [];
const keysSeen: string[] = [];

beforeAll(async () => {
  // Serves the workspace's files, as a Postman API or an artifact store would; records when /tick is hit.
  files = await httpUpstream((req, res) => {
    if (req.url === '/tick') {
      hitTimes.push(Date.now());
      res.end('{}');
      return;
    }
    if (req.headers['x-api-key']) keysSeen.push(req.headers['x-api-key'] as string);
    readFile(ws.path((req.url ?? '').slice(1))).then(
      (content) => res.end(content),
      () => {
        res.statusCode = 404;
        res.end('not found');
      },
    );
  });
  filesUrl = files.url;
});

afterAll(async () => {
  await files.close();
});

/** A collection whose one request logs the iteration's data row. */
const dataLogger = (name: string) =>
  collectionOf(name, [
    requestItem('Row', `${server.url}/ok`, {
      test: [
        'console.log(JSON.stringify(pm.iterationData.toObject()));',
        'pm.test("env", () => pm.expect(pm.environment.get("who")).to.equal("env"));',
        'if (pm.globals.has("g")) pm.test("globals", () => pm.expect(pm.globals.get("g")).to.equal("from-url"));',
      ],
    }),
  ]);
const logged = (stdout: string) =>
  [...stdout.matchAll(/^ {2}│ (\{.*\})$/gm)].map((match) => JSON.parse(match[1] as string) as unknown);

describe.concurrent('courier run inputs', { timeout: 60_000 }, () => {
  it('fetches the collection, environment, globals and data given as http(s) URLs, without the API key', async () => {
    await ws.write('remote.json', dataLogger('Remote'));
    await ws.write('remote-env.json', { name: 'E', values: [{ key: 'who', value: 'env', enabled: true }] });
    await ws.write('remote-globals.json', { name: 'G', values: [{ key: 'g', value: 'from-url', enabled: true }] });
    await ws.write('remote.csv', 'id\n7\n');
    const run = await courier(
      ['run', `${filesUrl}/remote.json`, '-e', `${filesUrl}/remote-env.json`, '-d', `${filesUrl}/remote.csv`]
        .concat(['-g', `${filesUrl}/remote-globals.json`, '--postman-api-key', 'PMAK-secret'])
        .concat(['--reporter-cli-no-summary']),
      ws.dir,
    );
    expect(run.exitCode, run.stderr).toBe(0);
    expect(logged(run.stdout)).toEqual([{ id: 7 }]);
    expect(run.stdout).toContain('  ✓ globals');
    // The key is for the Postman API: a host of one's own never receives it.
    expect(keysSeen).toEqual([]);
  });

  it('says clearly when a URL cannot be fetched', async () => {
    const deadUrl = `http://127.0.0.1:${await closedPort()}/collection.json`;
    const [missing, unreachable] = await Promise.all([
      courier(['run', `${filesUrl}/nothing.json`], ws.dir),
      courier(['run', deadUrl], ws.dir),
    ]);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr.trim()).toBe(
      `error: cannot fetch collection file ${filesUrl}/nothing.json: the server answered 404`,
    );
    expect(unreachable.exitCode).toBe(2);
    expect(unreachable.stderr.trim()).toBe(
      `error: cannot fetch collection file ${deadUrl}: connect ECONNREFUSED ${deadUrl.slice(7, -16)}`,
    );
  });

  it("loads the Postman API's {collection} and {environment} wrappers, and {globals} as Newman does", async () => {
    const file = await ws.write('api-collection.json', { collection: dataLogger('Api') });
    const env = await ws.write('api-env.json', {
      environment: { id: 'e', name: 'E', values: [{ key: 'who', value: 'env', enabled: true }] },
    });
    const globals = await ws.write('api-globals.json', {
      globals: { name: 'G', values: [{ key: 'g', value: 'from-url', enabled: true }] },
    });
    const run = await courier(['run', file, '-e', env, '-g', globals], ws.dir);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^✓ GET Row /m);
    expect(run.stdout).toContain('  ✓ globals');
  });

  it('loads a v1 collection', async () => {
    const file = await ws.write('v1.json', {
      id: 'c1',
      name: 'Old',
      order: ['r1'],
      folders: [],
      requests: [
        {
          id: 'r1',
          name: 'Legacy',
          method: 'GET',
          url: `${server.url}/ok`,
          headers: '',
          tests: 'tests["is 200"] = responseCode.code === 200;',
        },
      ],
    });
    const run = await courier(['run', file], ws.dir);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/^✓ GET Legacy /m);
    expect(run.stdout).toContain('  ✓ is 200');
  });

  it('loads CSV with uneven rows as Newman does, and iterations beyond the rows keep the last row', async () => {
    const file = await ws.write('rows.json', dataLogger('Rows'));
    const data = await ws.write('uneven.csv', 'a,b,c\n1,2\n3,4,5,6\n');
    const run = await courier(['run', file, '-d', data, '-n', '3', '--env-var', 'who=env'], ws.dir);
    expect(run.exitCode).toBe(0);
    expect(logged(run.stdout)).toEqual([
      { a: 1, b: 2 },
      { a: 3, b: 4, c: 5 },
      { a: 3, b: 4, c: 5 },
    ]);
  });
});

describe.concurrent('courier run order and delays', { timeout: 60_000 }, () => {
  it('--folder runs the folders in collection order, whatever the order given', async () => {
    const file = await ws.write(
      'folders.json',
      collectionOf('Folders', [
        { name: 'First', item: [requestItem('One', `${server.url}/ok`)] },
        { name: 'Second', item: [requestItem('Two', `${server.url}/ok`)] },
      ]),
    );
    const run = await courier(['run', file, '--folder', 'Second', '--folder', 'First'], ws.dir);
    expect([...run.stdout.matchAll(/^✓ GET (\S+ \/ \S+)/gm)].map((match) => match[1])).toEqual([
      'First / One',
      'Second / Two',
    ]);
  });

  it('--delay-request also separates iterations', async () => {
    const file = await ws.write('tick.json', collectionOf('Tick', [requestItem('Tick', `${filesUrl}/tick`)]));
    const run = await courier(['run', file, '-n', '2', '--delay-request', '600'], ws.dir);
    expect(run.exitCode).toBe(0);
    expect(hitTimes).toHaveLength(2);
    expect((hitTimes[1] ?? 0) - (hitTimes[0] ?? 0)).toBeGreaterThanOrEqual(600);
  });

  it('a body file that does not exist is left out with a warning and the request still sent, as in Newman', async () => {
    const file = await ws.write(
      'missing-body.json',
      collectionOf('MissingBody', [
        {
          name: 'Upload',
          request: {
            method: 'POST',
            url: `${server.url}/missing-body`,
            body: { mode: 'file', file: { src: 'nope.bin' } },
          },
        },
      ]),
    );
    const run = await courier(['run', file], ws.dir);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('warning: Binary file load error: "nope.bin", no such file');
    expect(server.hits.get('/missing-body')).toBe(1);
  });

  it('--no-insecure-file-read refuses body files outside the working directory (absolute, ../, a link, a form part); without it they are sent', async () => {
    const inside = await workspace();
    try {
      await ws.write('secret.txt', 'top secret');
      await symlink(ws.path('secret.txt'), inside.path('link.txt'));
      const upward = relative(inside.dir, ws.path('secret.txt'));
      const upload = (name: string, body: unknown) => ({
        name,
        request: { method: 'POST', url: `${server.url}/upload`, body },
        event: [
          {
            listen: 'test',
            script: { exec: ['pm.test("secret sent", () => pm.expect(pm.response.text()).to.include("top secret"));'] },
          },
        ],
      });
      const file = await inside.write(
        'upload.json',
        collectionOf('Upload', [
          upload('Absolute', { mode: 'file', file: { src: ws.path('secret.txt') } }),
          upload('Upward', { mode: 'file', file: { src: upward } }),
          upload('Link', { mode: 'file', file: { src: 'link.txt' } }),
          upload('Form part', { mode: 'formdata', formdata: [{ key: 'f', type: 'file', src: upward }] }),
        ]),
      );
      const [refused, allowed] = await Promise.all([
        courier(['run', file, '--no-insecure-file-read'], inside.dir),
        courier(['run', file], inside.dir),
      ]);
      expect(refused.exitCode).toBe(1);
      expect(refused.stdout.match(/^\d\. .*is outside the working directory/gm)).toHaveLength(4);
      expect(refused.stdout).not.toContain('✓ secret sent');
      expect(allowed.exitCode, allowed.stdout).toBe(0);
      expect(allowed.stdout.match(/✓ secret sent/g)).toHaveLength(4);
    } finally {
      await inside.remove();
    }
  });
});
