// A CI job trusts the exit code: every failure Newman counts fails the run (exit 1) and shows as
// failed in the terminal and the reports; what the tests accept does not.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { collectionOf, courier, requestItem, useCliStack } from './harness.js';

const { server, ws } = useCliStack();

const write = (name: string, items: unknown[]) =>
  ws.write(`${name}.postman_collection.json`, collectionOf(name, items));
const row = (stdout: string, name: string) =>
  new RegExp(`^\\| ${name}\\s+\\|\\s+(\\d+) \\|\\s+(\\d+) \\|$`, 'm').exec(stdout);

describe.concurrent('courier run: what fails a run', { timeout: 60_000 }, () => {
  it('a test script that throws on an HTML 502 page exits 1, with a JUnit error and a failed test-script', async () => {
    const file = await write('Gateway', [
      requestItem('Orders', `${server.url}/html/502`, {
        test: [
          'const body = pm.response.json();',
          'pm.test("has orders", () => pm.expect(body.orders).to.be.an("array"));',
        ],
      }),
    ]);
    const junit = ws.path('gateway.xml');
    const run = await courier(['run', file, '-r', 'cli,junit', '--reporter-junit-export', junit], ws.dir);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/^✗ GET Orders \S+ \[502 Bad Gateway, /m);
    expect(run.stdout).toContain('Test script error:');
    expect(row(run.stdout, 'test-scripts')?.slice(1)).toEqual(['1', '1']);
    const xml = await readFile(junit, 'utf8');
    // Newman's layout: the script error is the suite's, counted in its errors and told in system-err.
    expect(xml).toMatch(/<testsuite name="Orders" [^>]*errors="1"/);
    expect(xml).toMatch(/<system-err><!\[CDATA\[Iteration: 0\n\n---\ntestScriptError: /);
  });

  it('a syntax error, a runtime error, a script timeout, a pre-request error and running out of memory each exit 1', async () => {
    const cases = {
      syntax: { test: ['pm.test("x", () => {'] },
      runtime: { test: ['undefinedFunction();'] },
      timeout: { test: ['while (true) {}'] },
      prerequest: { prerequest: ['throw new Error("no token");'] },
      memory: { test: ['const hoard = [];', 'while (true) hoard.push(new Array(1e6).fill(1));'] },
    };
    const runs = await Promise.all(
      Object.entries(cases).map(async ([name, scripts]) => {
        const file = await write(`Broken-${name}`, [requestItem(name, `${server.url}/ok`, scripts)]);
        // Filling 64 MB takes longer than 500 ms on a busy machine.
        return courier(['run', file, '--timeout-script', name === 'memory' ? '30000' : '500'], ws.dir);
      }),
    );
    expect(runs.map((run) => run.exitCode)).toEqual([1, 1, 1, 1, 1]);
    expect(runs[4]?.stdout).toContain('Script ran out of memory');
    expect(runs[2]?.stdout).toContain('Script timed out after 500 ms');
    expect(row(runs[3]?.stdout ?? '', 'prerequest-scripts')?.slice(1)).toEqual(['1', '1']);
  });

  it('an HTTP 404 the tests expect passes (exit 0, ✓); a failed assertion on a 200 is never shown with ✓', async () => {
    const file = await write('Verdicts', [
      requestItem('Missing user', `${server.url}/status/404`, {
        test: ['pm.test("is 404", () => pm.response.to.have.status(404));'],
      }),
      requestItem('Wrong body', `${server.url}/ok`, {
        test: ['pm.test("is teapot", () => pm.response.to.have.status(418));'],
      }),
    ]);
    const [both, accepted] = await Promise.all([
      courier(['run', file], ws.dir),
      courier(['run', file, '--folder', 'Missing user'], ws.dir),
    ]);
    expect(accepted.exitCode).toBe(0);
    expect(accepted.stdout).toMatch(/^✓ GET Missing user \S+ \[404 Not Found, /m);
    expect(both.exitCode).toBe(1);
    expect(both.stdout).toMatch(/^✗ GET Wrong body \S+ \[200 OK, /m);
  });

  it('with several iterations every listed failure names its 1-based iteration, the first one too', async () => {
    const file = await write('Twice', [
      requestItem('Flaky', `${server.url}/ok`, { test: ['pm.test("fails", () => pm.expect(1).to.eql(2));'] }),
    ]);
    const run = await courier(['run', file, '-n', '2'], ws.dir);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('1. Flaky (iteration 1): fails: expected 1 to deeply equal 2');
    expect(run.stdout).toContain('2. Flaky (iteration 2): fails: expected 1 to deeply equal 2');
  });

  it('a failing pre-request script still sends the request and runs its tests, as Newman 6.2.2 does', async () => {
    const file = await write('Pre', [
      requestItem('Token', `${server.url}/pre-failing`, {
        prerequest: ['pm.variables.set("seen", "yes");', 'throw new Error("no token");'],
        test: ['pm.test("still tested", () => pm.response.to.have.status(200));'],
      }),
    ]);
    const run = await courier(['run', file], ws.dir);
    expect(run.exitCode).toBe(1);
    expect(server.hits.get('/pre-failing')).toBe(1);
    expect(run.stdout).toContain('Pre-request script error: no token');
    expect(run.stdout).toContain('  ✓ still tested');
  });

  it('a request that cannot be sent still runs its tests with an empty response, which fail', async () => {
    const file = await write('Refused', [
      requestItem('Down', 'http://127.0.0.1:1/x', {
        test: ['pm.test("status 200", () => pm.response.to.have.status(200));'],
      }),
    ]);
    const run = await courier(['run', file], ws.dir);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/^ {2}✗ status 200/m);
    expect(row(run.stdout, 'requests')?.slice(1)).toEqual(['1', '1']);
  });
});

describe.concurrent('courier run --bail', { timeout: 60_000 }, () => {
  const items = () => [
    requestItem('Accepted 404', `${server.url}/status/404`, {
      test: ['pm.test("is 404", () => pm.response.to.have.status(404));'],
    }),
    requestItem('Fails', `${server.url}/ok`, { test: ['pm.test("fails", () => pm.expect(1).to.equal(2));'] }),
    requestItem('Refused', 'http://127.0.0.1:1/x'),
    requestItem('Last', `${server.url}/ok`),
  ];
  const ran = (stdout: string) => [...stdout.matchAll(/^[✓✗] GET (.+?) http/gm)].map((match) => match[1]);

  it('stops at the first failed assertion (bare and `failure`), never at a 4xx the tests accept', async () => {
    const file = await write('Bail', items());
    const [bare, failure] = await Promise.all([
      courier(['run', file, '--bail'], ws.dir),
      courier(['run', file, '--bail', 'failure'], ws.dir),
    ]);
    for (const run of [bare, failure]) {
      expect(run.exitCode).toBe(1);
      expect(ran(run.stdout)).toEqual(['Accepted 404', 'Fails']);
    }
  });

  it('`folder` alone stops at the first error, not at a failed assertion', async () => {
    const file = await write('BailFolder', items());
    const run = await courier(['run', file, '--bail', 'folder'], ws.dir);
    expect(run.exitCode).toBe(1);
    expect(ran(run.stdout)).toEqual(['Accepted 404', 'Fails', 'Refused']);
  });

  it('refuses an unknown modifier', async () => {
    const file = await write('BailBad', items());
    const run = await courier(['run', file, '--bail', 'sometimes'], ws.dir);
    expect(run.exitCode).toBe(2);
  });
});

describe.concurrent('courier run timeouts', { timeout: 60_000 }, () => {
  it('--timeout-request below 1000 is honoured as given', async () => {
    const file = await write('Slow', [requestItem('Slow', `${server.url}/delay/3000`)]);
    const run = await courier(['run', file, '--timeout-request', '300'], ws.dir);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('Request timed out after 300 ms');
  });

  it('--timeout ends the whole run and exits 1', async () => {
    const file = await write('Endless', [
      requestItem('One', `${server.url}/delay/2000`),
      requestItem('Two', `${server.url}/delay/2000`),
    ]);
    const run = await courier(['run', file, '--timeout', '500'], ws.dir);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain('error: the run exceeded --timeout 500 ms');
  });

  it('a timer a script leaves behind (ten minutes) does not keep the CLI alive after the run', async () => {
    const file = await write('Timer', [
      requestItem('Timer', `${server.url}/ok`, {
        test: ['setTimeout(() => {}, 600000);', 'pm.test("ran", () => {});'],
      }),
    ]);
    const started = Date.now();
    const run = await courier(['run', file, '--timeout-script', '1000'], ws.dir);
    expect(run.stdout).toContain('Script timed out after 1000 ms');
    // Hanging would take the ten minutes; a loaded CI machine takes a few seconds.
    expect(Date.now() - started).toBeLessThan(45_000);
  });
});
