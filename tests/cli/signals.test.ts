// Ctrl-C on a terminal and SIGTERM from a CI runner stop a run gracefully: the summary says it
// was interrupted, the reports are written, and the exit code is the shell's 128 + signal.
import { access } from 'node:fs/promises';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { BIN, collectionOf, requestItem, useCliStack } from './harness.js';

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
