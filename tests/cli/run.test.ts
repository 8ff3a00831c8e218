// `courier run` end to end: the real bin, a local server, every reporter's file, the exit codes.
import { readFile, readdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  collectionOf,
  courier,
  requestItem,
  shopCollection,
  shopEnvironment,
  useCliStack,
  workspace,
} from './harness.js';

const { server, ws } = useCliStack();

let collection: string;
let environment: string;

beforeAll(async () => {
  collection = await ws.write('shop.postman_collection.json', shopCollection());
  environment = await ws.write('local.postman_environment.json', shopEnvironment(server.url));
});

const json = async (path: string) => JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
type Row = { name: string; iteration: number; status: number; tests: Array<{ name: string; passed: boolean }> };
const rowsOf = async (path: string) => (await json(path))['requests'] as Row[];

describe.concurrent('courier run', { timeout: 60_000 }, () => {
  it('exits 0 and prints per-request lines and a summary table when everything passes', async () => {
    const run = await courier(['run', collection, '-e', environment], ws.dir);
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/^✓ GET Users \/ List users http:\/\/\S+\/api\/users\S* \[200 OK, \d+B, [\d.]+m?s\]$/m);
    expect(run.stdout).toContain('  ✓ user from data');
    expect(run.stdout).toMatch(/\| requests\s+\|\s+3 \|\s+0 \|/);
    expect(run.stdout).toMatch(/\| assertions\s+\|\s+4 \|\s+0 \|/);
  });

  it('exits 1 on a failed assertion, lists the failure, and -x turns it into 0', async () => {
    const args = ['run', collection, '-e', environment, '--env-var', 'orderStatus=404'];
    const [failed, suppressed] = await Promise.all([courier(args, ws.dir), courier([...args, '-x'], ws.dir)]);
    expect(failed.exitCode).toBe(1);
    expect(failed.stdout).toContain('1 failure:');
    expect(failed.stdout).toMatch(
      /1\. Orders \/ Get order: order found: expected response to have status code 200 but got 404$/m,
    );
    expect(suppressed.exitCode).toBe(0);
  });

  it("prints the scripts' console output as Newman does, and --reporter-cli-no-console leaves it out", async () => {
    const logging = await ws.write('logging.postman_collection.json', {
      info: { name: 'Logging', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
      item: [
        {
          name: 'Logged',
          request: { method: 'GET', url: `${server.url}/get` },
          event: [
            { listen: 'test', script: { exec: ['console.log("status was", pm.response.code, "\\nsecond line");'] } },
          ],
        },
      ],
    });
    const [shown, hidden] = await Promise.all([
      courier(['run', logging], ws.dir),
      courier(['run', logging, '--reporter-cli-no-console'], ws.dir),
    ]);
    expect(shown.stdout).toContain('  │ status was 200 \n  │ second line');
    expect(hidden.exitCode).toBe(0);
    expect(hidden.stdout).not.toContain('status was');
  });

  it('keeps the cookies responses set for the rest of the run, and scripts read them as pm.cookies', async () => {
    const test = (lines: string[]) => [{ listen: 'test', script: { exec: lines } }];
    const cookies = await ws.write('cookies.postman_collection.json', {
      info: { name: 'Cookies', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
      item: [
        {
          name: 'Sign in',
          request: { method: 'GET', url: `${server.url}/set-cookie?sid=abc` },
          event: test([
            'pm.test("sid set", () => pm.expect(pm.cookies.get("sid")).to.eql("abc"));',
            'pm.test("has sid", () => pm.expect(pm.cookies.has("sid")).to.be.true);',
          ]),
        },
        {
          name: 'Profile',
          request: { method: 'GET', url: `${server.url}/profile` },
          event: test([
            'pm.test("sid sent back", () => pm.expect(pm.response.json().cookie).to.eql("sid=abc"));',
            'pm.test("sid still there", () => pm.expect(pm.cookies.get("sid")).to.eql("abc"));',
          ]),
        },
      ],
    });
    const run = await courier(['run', cookies], ws.dir);
    expect(run.stdout).not.toContain('failure');
    expect(run.stdout).toMatch(/\| assertions\s+\|\s+4 \|\s+0 \|/);
    expect(run.exitCode).toBe(0);
  });

  it('signs OAuth 1.0 and Hawk requests with the signers loaded on first use', async () => {
    const signed = (name: string, auth: unknown) => ({
      name,
      request: { method: 'GET', url: `${server.url}/signed/${name}`, auth },
      event: [
        {
          listen: 'test',
          script: {
            exec: [
              `pm.test("${name} signed", () => pm.expect(pm.response.json().headers.authorization).to.match(/^${name} /));`,
            ],
          },
        },
      ],
    });
    const file = await ws.write('signed.postman_collection.json', {
      info: { name: 'Signed', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
      item: [
        signed('OAuth', {
          type: 'oauth1',
          oauth1: [
            { key: 'consumerKey', value: 'ck' },
            { key: 'consumerSecret', value: 'cs' },
            { key: 'signatureMethod', value: 'HMAC-SHA1' },
          ],
        }),
        signed('Hawk', {
          type: 'hawk',
          hawk: [
            { key: 'authId', value: 'id' },
            { key: 'authKey', value: 'key' },
            { key: 'algorithm', value: 'sha256' },
          ],
        }),
      ],
    });
    const run = await courier(['run', file], ws.dir);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain('✓ OAuth signed');
    expect(run.stdout).toContain('✓ Hawk signed');
  });

  it('exits 1 when a request cannot be sent', async () => {
    const run = await courier(
      ['run', collection, '-e', environment, '--env-var', 'baseUrl=http://127.0.0.1:1'],
      ws.dir,
    );
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('✗ GET Users / List users');
  });

  it('writes every reporter file at its export path', async () => {
    const out = (ext: string) => ws.path(`all/report.${ext}`);
    const run = await courier(
      ['run', collection, '-e', environment, '-r', 'cli,courier-json,csv,html,junit', '--silent', '-n', '2']
        .concat(['--reporter-courier-json-export', out('json'), '--reporter-csv-export', out('csv')])
        .concat(['--reporter-html-export', out('html'), '--reporter-junit-export', out('xml')]),
      ws.dir,
    );
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe('');

    const report = await json(out('json'));
    expect(report['status']).toBe('completed');
    expect((report['requests'] as Row[]).map((r) => `${r.iteration} ${r.name} ${r.status}`)).toEqual([
      '0 List users 200',
      '0 Get order 200',
      '0 Create order 200',
      '1 List users 200',
      '1 Get order 200',
      '1 Create order 200',
    ]);

    const csv = (await readFile(out('csv'), 'utf8')).split('\r\n');
    expect(csv[0]).toBe('Name,Method,URL,Status,Success,Response Time,Tests Passed,Tests Total,Error');
    expect(csv[1]).toMatch(
      new RegExp(`^List users,GET,${server.url}/api/users\\?user=env-user&trace=t0,200,true,[\\d.]+,2,2,$`),
    );

    const html = await readFile(out('html'), 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('Create order');
    // Self-contained: nothing loaded from elsewhere.
    expect(html).not.toMatch(/src="http/);

    const junit = await readFile(out('xml'), 'utf8');
    // Newman's layout: one suite per request, its iterations folded into it.
    expect(junit.match(/<testsuite /g)).toHaveLength(3);
    expect(junit).toContain('name="Users / List users"');
    expect(junit.match(/<testcase [^>]*name="order found[^"]*"/g)).toHaveLength(1);
    expect(junit).not.toContain('<failure');
  });

  it('puts reports without an export path into ./newman/ with timestamped names', async () => {
    const cwd = await workspace();
    try {
      const run = await courier(['run', collection, '-e', environment, '-r', 'junit,csv'], cwd.dir);
      expect(run.exitCode).toBe(0);
      const names = await readdir(cwd.path('newman'));
      expect(names.sort()).toEqual([
        expect.stringMatching(/^courier-run-report-\d{4}-\d\d-\d\d-\d\d-\d\d-\d\d-\d{3}-0\.csv$/),
        expect.stringMatching(/^courier-run-report-.*\.xml$/),
      ]);
      expect(run.stderr).toContain('junit report: newman/courier-run-report-');
    } finally {
      await cwd.remove();
    }
  });

  it('runs one iteration per CSV row, with the row in pm.iterationData and {{placeholders}}', async () => {
    const data = await ws.write('users.csv', 'user\nann\nbob\n');
    const report = ws.path('csv-run.json');
    const run = await courier(
      [
        'run',
        collection,
        '-e',
        environment,
        '-d',
        data,
        '-r',
        'courier-json',
        '--reporter-courier-json-export',
        report,
      ],
      ws.dir,
    );
    expect(run.exitCode).toBe(0);
    const rows = await rowsOf(report);
    expect(rows.filter((r) => r.name === 'List users').map((r) => r.iteration)).toEqual([0, 1]);
    expect(rows.every((r) => r.tests.every((t) => t.passed))).toBe(true);
  });

  it('reads JSON data files and lets -n repeat their rows', async () => {
    const data = await ws.write('users.json', [{ user: 'cy' }, { user: 'di' }]);
    const report = ws.path('json-run.json');
    const run = await courier(
      [
        'run',
        collection,
        '-e',
        environment,
        '-d',
        data,
        '-n',
        '3',
        '--folder',
        'Users',
        '-r',
        'courier-json',
        '--reporter-courier-json-export',
        report,
      ],
      ws.dir,
    );
    expect(run.exitCode).toBe(0);
    const rows = await rowsOf(report);
    expect(rows.map((r) => `${r.iteration} ${r.name}`)).toEqual(['0 List users', '1 List users', '2 List users']);
    expect(rows.every((r) => r.tests.every((t) => t.passed))).toBe(true);
  });

  it("refuses a malformed data file with Newman's message and exit 2", async () => {
    const data = await ws.write('broken.json', '[{"user":');
    const run = await courier(['run', collection, '-e', environment, '-d', data], ws.dir);
    expect(run.exitCode).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^error: Error parsing data file: /)]);
  });

  it('--folder runs only that folder; an unknown folder is a usage error', async () => {
    const report = ws.path('folder.json');
    const [run, unknown] = await Promise.all([
      courier(
        [
          'run',
          collection,
          '-e',
          environment,
          '--folder',
          'Orders',
          '-r',
          'courier-json',
          '--reporter-courier-json-export',
          report,
        ],
        ws.dir,
      ),
      courier(['run', collection, '-e', environment, '--folder', 'Nope'], ws.dir),
    ]);
    expect(run.exitCode).toBe(0);
    expect((await rowsOf(report)).map((r) => r.name)).toEqual(['Get order', 'Create order']);
    expect(unknown.exitCode).toBe(2);
  });

  it('--bail stops at the first failed request', async () => {
    const report = ws.path('bail.json');
    const run = await courier(
      [
        'run',
        collection,
        '-e',
        environment,
        '--env-var',
        'orderStatus=500',
        '--bail',
        '-n',
        '3',
        '-r',
        'courier-json',
      ].concat(['--reporter-courier-json-export', report]),
      ws.dir,
    );
    expect(run.exitCode).toBe(1);
    const result = await json(report);
    expect(result['status']).toBe('errored');
    expect((result['requests'] as Row[]).map((r) => r.name)).toEqual(['List users', 'Get order']);
  });

  it('--export-environment and --export-globals write the variables as the run left them', async () => {
    const envOut = ws.path('exported/env.json');
    const globalsOut = ws.path('exported/globals.json');
    const run = await courier(
      [
        'run',
        collection,
        '-e',
        environment,
        '--global-var',
        'region=eu',
        '--export-environment',
        envOut,
        '--export-globals',
        globalsOut,
      ],
      ws.dir,
    );
    expect(run.exitCode).toBe(0);
    const env = await json(envOut);
    // The file's id and name stay, as Newman keeps them, so the export can replace the file.
    expect([env['id'], env['name']]).toEqual(['env-local', 'Local']);
    expect(env['values']).toContainEqual(expect.objectContaining({ key: 'lastUser', value: 'env-user' }));
    expect((await json(globalsOut))['values']).toContainEqual(expect.objectContaining({ key: 'region', value: 'eu' }));
  });

  it('--parallel runs every request of every iteration concurrently', async () => {
    const report = ws.path('parallel.json');
    const run = await courier(
      [
        'run',
        collection,
        '-e',
        environment,
        '--parallel',
        '4',
        '-n',
        '3',
        '-r',
        'courier-json',
        '--reporter-courier-json-export',
        report,
      ],
      ws.dir,
    );
    expect(run.exitCode).toBe(0);
    const rows = await rowsOf(report);
    expect(rows).toHaveLength(9);
    expect(rows.every((r) => r.status === 200)).toBe(true);
  });

  it('--parallel lists the requests in every report in collection order, whatever order they finish in', async () => {
    const passes = ['pm.test("answered", () => pm.response.to.have.status(200));'];
    const racing = await ws.write(
      'racing.postman_collection.json',
      collectionOf('Racing', [
        requestItem('Slow first', `${server.url}/delay/600`, { test: passes }),
        requestItem('Fast second', `${server.url}/get`, { test: passes }),
      ]),
    );
    const report = (extension: string) => ws.path(`racing.${extension}`);
    const run = await courier(
      ['run', racing, '--parallel', '2', '-n', '2', '-r', 'cli,json,courier-json,junit,csv,html'].concat([
        '--reporter-json-export',
        report('json'),
        '--reporter-courier-json-export',
        report('courier.json'),
        '--reporter-junit-export',
        report('xml'),
        '--reporter-csv-export',
        report('csv'),
        '--reporter-html-export',
        report('html'),
      ]),
      ws.dir,
    );
    expect(run.exitCode).toBe(0);
    // They did race: the fast request is printed first.
    expect(run.stdout.indexOf('Fast second')).toBeLessThan(run.stdout.indexOf('Slow first'));
    const planned = ['Slow first', 'Fast second', 'Slow first', 'Fast second'];
    const newman = (await json(report('json')))['run'] as { executions: Array<{ item: { name: string } }> };
    expect(newman.executions.map((execution) => execution.item.name)).toEqual(planned);
    const rows = await rowsOf(report('courier.json'));
    expect(rows.map((row) => [row.iteration, row.name])).toEqual(
      planned.map((name, index) => [Math.floor(index / 2), name]),
    );
    const namesIn = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]);
    const xml = await readFile(report('xml'), 'utf8');
    // Newman's layout: one suite per request, every iteration folded into it.
    expect(namesIn(xml, /<testsuite name="([^"]+)"/g)).toEqual(['Slow first', 'Fast second']);
    const csv = await readFile(report('csv'), 'utf8');
    expect(namesIn(csv, /^"?(Slow first|Fast second)"?,/gm)).toEqual(planned);
    const html = await readFile(report('html'), 'utf8');
    // The rows the page draws, as its data holds them.
    expect(namesIn(html, /"n":"(Slow first|Fast second)"/g)).toEqual(planned);
  });

  it('--shard i/n splits the requests across jobs without overlap', async () => {
    const shard = async (which: string) => {
      const report = ws.path(`shard-${which.replace('/', '-')}.json`);
      const run = await courier(
        [
          'run',
          collection,
          '-e',
          environment,
          '--shard',
          which,
          '-r',
          'courier-json',
          '--reporter-courier-json-export',
          report,
        ],
        ws.dir,
      );
      expect(run.exitCode).toBe(0);
      return (await rowsOf(report)).map((r) => r.name);
    };
    const [first, second] = await Promise.all([shard('1/2'), shard('2/2')]);
    expect([...first, ...second]).toEqual(['List users', 'Get order', 'Create order']);
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    const bad = await courier(['run', collection, '--shard', '3/2'], ws.dir);
    expect(bad.exitCode).toBe(2);
  });

  it('--shard passes a shard that gets no request, and says on stderr why it ran nothing', async () => {
    const run = await courier(['run', collection, '-e', environment, '--shard', '1/4'], ws.dir);
    expect(run.exitCode).toBe(0);
    expect(run.stderr).toBe('warning: Shard 1/4 has no requests: the collection has 3, fewer than the 4 shards');
    const folder = await courier(
      ['run', collection, '-e', environment, '--folder', 'Orders', '--shard', '1/3'],
      ws.dir,
    );
    expect(folder.exitCode).toBe(0);
    expect(folder.stderr).toBe(
      'warning: Shard 1/3 has no requests: the selected folders have 2, fewer than the 3 shards',
    );
  });
});
