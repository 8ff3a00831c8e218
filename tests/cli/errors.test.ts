// Usage errors exit 2 with one clear line, never a stack trace.
import { execFileSync } from 'node:child_process';
import { execa } from 'execa';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, courier, shopCollection, useCliStack } from './harness.js';

const { ws } = useCliStack();

beforeAll(async () => {
  await ws.write('shop.json', shopCollection());
  await ws.write('broken.json', '{"info": {"name": "x",');
  await ws.write('env.txt', 'not json at all');
});

const oneLine = (stderr: string) => stderr.trim().split('\n');

/** A Node older than 24 installed on the machine, if there is one. */
const olderNode = ['/usr/bin/node', '/usr/local/bin/node']
  .map((path) => {
    try {
      return { path, version: execFileSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim() };
    } catch {
      return undefined;
    }
  })
  .find((found) => found !== undefined && Number(found.version.split('.')[0]) < 24);

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

  // The machine's own Node where it is older than 24, as on CI's machines (Node 20).
  it.skipIf(olderNode === undefined)('an older Node is told in one line which Node courier needs', async () => {
    const run = await execa(olderNode!.path, [BIN, 'run', 'shop.json'], { cwd: ws.dir, reject: false });
    expect(run.exitCode).toBe(1);
    expect(oneLine(run.stderr)).toEqual([
      `error: courier needs Node.js 24 or later; this is Node.js ${olderNode!.version} (${olderNode!.path})`,
    ]);
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
