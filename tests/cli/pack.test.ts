// The CLI installs outside the repository: `npm pack` builds dist/ before packing (a package with
// no code cannot be published), and the installed bin names its version.
import { readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { courier, ensureBuilt } from './harness.js';

const CLI_DIR = fileURLToPath(new URL('../../packages/cli/', import.meta.url));

describe('courier as a package', { timeout: 120_000 }, () => {
  it('npm pack runs the build first and packs the bin and dist/', async () => {
    const started = Date.now();
    const { stdout } = await execa('npm', ['pack', CLI_DIR, '--dry-run', '--json'], { cwd: tmpdir() });
    const [packed] = JSON.parse(stdout) as Array<{ files: Array<{ path: string }> }>;
    const paths = packed?.files.map((file) => file.path) ?? [];
    expect(paths).toEqual(expect.arrayContaining(['bin/courier.js', 'dist/main.js', 'package.json', 'README.md']));
    expect((await stat(`${CLI_DIR}dist/main.js`)).mtimeMs).toBeGreaterThanOrEqual(started - 1000);
  });

  it('courier --version is the package version', async () => {
    await ensureBuilt();
    const { version } = JSON.parse(await readFile(`${CLI_DIR}package.json`, 'utf8')) as { version: string };
    const run = await courier(['--version'], tmpdir());
    expect(run.stdout.trim()).toBe(version);
  });
});
