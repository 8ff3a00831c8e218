// Ctrl-C on a terminal and SIGTERM from a CI runner stop a run gracefully: the summary says it
// was interrupted, the reports are written, and the exit code is the shell's 128 + signal.
import { access, readFile } from 'node:fs/promises';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { JUNIT_XSD, validateXml } from '../fixtures/junit/xmlSchema.js';
import { BIN, collectionOf, courier, requestItem, useCliStack } from './harness.js';

const { server, ws } = useCliStack();

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe.concurrent('courier run stopped by a signal', { timeout: 60_000 }, () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('%s: summary says interrupted, reports are written, exit %i', async (signal, code) => {
    const path = `/delay/${signal === 'SIGINT' ? 30001 : 30002}`;
    const file = await ws.write(
      `${signal}.postman_collection.json`,
      collectionOf(signal, [requestItem('Quick', `${server.url}/ok`), requestItem('Slow', `${server.url}${path}`)]),
    );
    const junit = ws.path(`${signal}.xml`);
    const child = execa(BIN, ['run', file, '-r', 'cli,junit', '--reporter-junit-export', junit], {
      reject: false,
      cwd: ws.dir,
      env: { CI: '1', NO_COLOR: '1' },
    });
    await until(() => server.hits.has(path));
    child.kill(signal);
    const run = await child;
    expect(run.exitCode).toBe(code);
    expect(run.stdout).toMatch(/^✓ GET Quick /m);
    expect(run.stdout).toContain(`run interrupted (${signal})`);
    expect(run.stdout).toMatch(/\| requests\s+\|\s+1 \|/);
    await expect(access(junit)).resolves.toBeUndefined();
  });

  it.each([
    ['the last request', false],
    ['a request with more to come', true],
  ])(
    'a signal that arrives while a script of %s computes still ends the run as stopped: reports, exit 130',
    async (_, more) => {
      const path = `/busy-script-${more ? 'more' : 'last'}`;
      const file = await ws.write(
        `busy-${more}.postman_collection.json`,
        collectionOf('Busy', [
          requestItem('Busy', `${server.url}${path}`, { test: ['while (true) {}'] }),
          ...(more ? [requestItem('After', `${server.url}/after-busy`)] : []),
        ]),
      );
      const junit = ws.path(`busy-${more}.xml`);
      const child = execa(
        BIN,
        ['run', file, '--timeout-script', '3000', '-r', 'cli,junit', '--reporter-junit-export', junit],
        {
          reject: false,
          cwd: ws.dir,
          env: { CI: '1', NO_COLOR: '1' },
        },
      );
      await until(() => server.hits.has(path));
      await new Promise((resolve) => setTimeout(resolve, 300));
      child.kill('SIGINT');
      const run = await child;
      expect(run.exitCode).toBe(130);
      await expect(access(junit)).resolves.toBeUndefined();
      if (more) {
        expect(run.stdout).toContain('run interrupted (SIGINT)');
        expect(server.hits.has('/after-busy')).toBe(false);
      }
    },
  );

  it('Ctrl-C in a terminal through `node bin/courier.js`: the launcher and the terminal signal both processes, the run stops once, exit 130', async () => {
    const path = '/delay/30003';
    const file = await ws.write(
      'ctrl-c.postman_collection.json',
      collectionOf('CtrlC', [requestItem('Quick', `${server.url}/ok`), requestItem('Slow', `${server.url}${path}`)]),
    );
    const junit = ws.path('ctrl-c.xml');
    const commandLine = [process.execPath, BIN, 'run', file, '-r', 'cli,junit', '--reporter-junit-export', junit]
      .map((word) => `'${word}'`)
      .join(' ');
    // util-linux `script` runs the command in a pseudo-terminal and types what it reads from stdin.
    const terminal = execa('script', ['-q', '-e', '-c', commandLine, '/dev/null'], {
      reject: false,
      cwd: ws.dir,
      env: { CI: '', NO_COLOR: '1' },
    });
    await until(() => server.hits.has(path));
    terminal.stdin?.write('\u0003');
    const run = await terminal;
    expect(run.exitCode).toBe(130);
    expect(run.stdout).toContain('run interrupted (SIGINT)');
    await expect(access(junit)).resolves.toBeUndefined();
  });
});

/** Every file report of one run, as a later reader opens them. */
async function reportsOf(name: string, run: (reportArgs: string[]) => Promise<unknown>) {
  const paths = {
    junit: ws.path(`${name}.xml`),
    json: ws.path(`${name}.json`),
    html: ws.path(`${name}.html`),
    csv: ws.path(`${name}.csv`),
  };
  await run([
    '-r',
    'junit,json,html,csv',
    ...Object.entries(paths).flatMap(([reporter, path]) => [`--reporter-${reporter}-export`, path]),
  ]);
  const [junit, json, html, csv] = await Promise.all(Object.values(paths).map((path) => readFile(path, 'utf8')));
  return {
    junit: junit!,
    json: JSON.parse(json!) as { run: { error: { message: string } | null } },
    html: html!,
    csv: csv!,
  };
}

describe.concurrent('a run that was stopped does not look green in its reports', { timeout: 60_000 }, () => {
  it('SIGTERM: the JUnit file has an error, the JSON run.error, the HTML a banner, the CSV a last row', async () => {
    const path = '/delay/30004';
    const file = await ws.write(
      'cancelled.postman_collection.json',
      collectionOf('Cancelled', [
        requestItem('Quick', `${server.url}/ok`, { test: ['pm.test("ok", () => pm.response.to.have.status(200));'] }),
        requestItem('Slow', `${server.url}${path}`),
      ]),
    );
    const reports = await reportsOf('cancelled', async (reportArgs) => {
      const child = execa(BIN, ['run', file, ...reportArgs], {
        reject: false,
        cwd: ws.dir,
        env: { CI: '1', NO_COLOR: '1' },
      });
      await until(() => server.hits.has(path));
      child.kill('SIGTERM');
      expect((await child).exitCode).toBe(143);
    });
    expect(reports.junit).toMatch(/<testsuite name="Cancelled" id="\d+" tests="1" failures="0" errors="1"/);
    expect(reports.junit).toContain(
      '<error type="RunNotFinished" message="Stopped by SIGTERM (the job was cancelled)">',
    );
    expect((await validateXml(reports.junit, JUNIT_XSD)).valid).toBe(true);
    expect(reports.json.run.error).toEqual({ message: 'Stopped by SIGTERM (the job was cancelled)' });
    expect(reports.html).toMatch(/<p class="banner" role="alert"><b>This run did not finish.<\/b> Stopped by SIGTERM/);
    expect(reports.csv.trimEnd().split('\r\n').at(-1)).toBe(
      '(run not finished),,,,false,,,,Stopped by SIGTERM (the job was cancelled)',
    );
  });

  it('--timeout: every report says the run stopped after it', async () => {
    const file = await ws.write(
      'too-long.postman_collection.json',
      collectionOf('TooLong', [
        requestItem('Quick', `${server.url}/ok`),
        requestItem('Slow', `${server.url}/delay/30005`),
      ]),
    );
    const reports = await reportsOf('too-long', async (reportArgs) => {
      expect((await courier(['run', file, '--timeout', '1500', ...reportArgs], ws.dir)).exitCode).toBe(1);
    });
    expect(reports.junit).toContain('<error type="RunNotFinished" message="Stopped after --timeout 1500 ms">');
    expect(reports.json.run.error).toEqual({ message: 'Stopped after --timeout 1500 ms' });
    expect(reports.html).toContain('Stopped after --timeout 1500 ms');
    expect(reports.csv).toContain('(run not finished),,,,false,,,,Stopped after --timeout 1500 ms');
  });

  it('a run that finished has none of these marks', async () => {
    const file = await ws.write(
      'finished.postman_collection.json',
      collectionOf('Finished', [requestItem('Quick', `${server.url}/ok`)]),
    );
    const reports = await reportsOf('finished', (reportArgs) => courier(['run', file, ...reportArgs], ws.dir));
    expect(reports.junit).not.toContain('RunNotFinished');
    expect(reports.json.run.error).toBeNull();
    expect(reports.html).not.toContain('class="banner"');
    expect(reports.csv).not.toContain('run not finished');
  });
});
