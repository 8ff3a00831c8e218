// Usage errors exit 2 with one clear line, never a stack trace.
import { copyFile, mkdir, symlink } from 'node:fs/promises';
import { execa } from 'execa';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, collectionOf, courier, olderNode, requestItem, shopCollection, useCliStack } from './harness.js';

const { server, ws } = useCliStack();

beforeAll(async () => {
  await ws.write('shop.json', shopCollection());
  await ws.write('broken.json', '{"info": {"name": "x",');
  await ws.write('env.txt', 'not json at all');
});

const oneLine = (stderr: string) => stderr.trim().split('\n');

describe.concurrent('courier usage errors', { timeout: 60_000 }, () => {
  it('a missing collection file is one line and exit 2, even with -x', async () => {
    const [run, suppressed] = await Promise.all([
      courier(['run', 'missing.json'], ws.dir),
      courier(['run', 'missing.json', '-x'], ws.dir),
    ]);
    expect([run.exitCode, suppressed.exitCode]).toEqual([2, 2]);
    expect(oneLine(run.stderr)).toEqual(['error: cannot read collection file missing.json: no such file']);
  });

  it('a malformed collection file is one line naming the file and exit 2', async () => {
    const run = await courier(['run', 'broken.json'], ws.dir);
    expect(run.exitCode).toBe(2);
    expect(oneLine(run.stderr)).toEqual([
      expect.stringMatching(/^error: cannot load collection file broken\.json: Import failed: /),
    ]);
  });

  it('a Courier file with a broken item names the field that is wrong', async () => {
    await ws.write('broken-item.json', {
      info: { format: 'courier', version: 3 },
      collections: [{ id: 'c1', name: 'Sockets', items: [{ type: 'websocket', id: 'w1', name: 'Echo', url: 42 }] }],
    });
    const run = await courier(['run', 'broken-item.json'], ws.dir);
    expect(run.exitCode).toBe(2);
    expect(oneLine(run.stderr)).toEqual([
      'error: cannot load collection file broken-item.json: Import failed: collections.0.items.0.url: Invalid input: expected string, received number',
    ]);
  });

  // The machine's own Node where it is older than 24, on a copy of the bin with no Node 24 beside it
  // (npm links one only when it installs under an older Node).
  it.skipIf(olderNode === undefined)('an older Node is told in one line which Node courier needs', async () => {
    await mkdir(ws.path('alone/bin'), { recursive: true });
    await copyFile(BIN, ws.path('alone/bin/courier.js'));
    const run = await execa(olderNode!.path, [ws.path('alone/bin/courier.js'), 'run', 'shop.json'], {
      cwd: ws.dir,
      reject: false,
    });
    expect(run.exitCode).toBe(1);
    expect(oneLine(run.stderr)).toEqual([
      `error: courier needs Node.js 24 or later; this is Node.js ${olderNode!.version} (${olderNode!.path})`,
    ]);
  });

  // As a package installed under an older Node lies: the Node 24 that npm linked in its
  // node_modules/.bin (here the Node of this test run). The script's isolate proves which Node runs
  // it: isolated-vm has no binary for an older Node.
  it.skipIf(olderNode === undefined)('an older Node runs courier on the Node 24 beside the package', async () => {
    await ws.write(
      'ping.json',
      collectionOf('Ping', [
        requestItem('Ping', `${server.url}/ok`, { test: ['pm.test("200", () => pm.response.to.have.status(200));'] }),
      ]),
    );
    await mkdir(ws.path('installed/bin'), { recursive: true });
    await mkdir(ws.path('installed/node_modules/.bin'), { recursive: true });
    await copyFile(BIN, ws.path('installed/bin/courier.js'));
    await symlink(new URL('../../packages/cli/dist', import.meta.url), ws.path('installed/dist'));
    await symlink(process.execPath, ws.path('installed/node_modules/.bin/node'));
    const run = await execa(olderNode!.path, [ws.path('installed/bin/courier.js'), 'run', 'ping.json'], {
      cwd: ws.dir,
      reject: false,
      env: { CI: '1', NO_COLOR: '1' },
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('✓ 200');
    expect(run.exitCode).toBe(0);
  });

  it('a malformed environment file is one line and exit 2', async () => {
    const run = await courier(['run', 'shop.json', '-e', 'env.txt'], ws.dir);
    expect(run.exitCode).toBe(2);
    expect(oneLine(run.stderr)).toEqual([expect.stringMatching(/^error: cannot load environment file env\.txt: /)]);
  });

  it('unknown flags and bad numbers are exit 2', async () => {
    const runs = await Promise.all([
      courier(['run', 'shop.json', '--no-such-flag'], ws.dir),
      courier(['run', 'shop.json', '-n', 'many'], ws.dir),
      courier(['run', 'shop.json', '--color', 'sometimes'], ws.dir),
      courier(['frobnicate'], ws.dir),
    ]);
    expect(runs.map((run) => run.exitCode)).toEqual([2, 2, 2, 2]);
    expect(runs[0]?.stderr).toContain("unknown option '--no-such-flag'");
    expect(runs.every((run) => !/\n\s+at /.test(run.stderr))).toBe(true);
  });

  it('an error quoting a collection shows its escape sequences as text, on one line', async () => {
    await ws.write('titled.json', {
      info: {
        name: 'Shop \u001b]0;pwned\u0007\nsecond line',
        schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
      },
      item: [{ name: 'Only', request: { method: 'GET', url: 'http://127.0.0.1:1/' } }],
    });
    const run = await courier(['codegen', 'titled.json', '--request', 'Nope', '--lang', 'curl'], ws.dir);
    expect(run.exitCode).toBe(2);
    expect(oneLine(run.stderr)).toEqual([
      'error: no request named "Nope" in Shop \\u001b]0;pwned\\u0007\\nsecond line',
    ]);
  });

  it('--help and --version exit 0', async () => {
    const [help, version] = await Promise.all([courier(['run', '--help'], ws.dir), courier(['--version'], ws.dir)]);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain('--reporter-junit-export <path>');
    expect(version.stdout.trim()).toBe('0.1.0');
  });
});
