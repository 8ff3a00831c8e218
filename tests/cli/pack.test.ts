// The CLI installs outside the repository: `npm pack` builds dist/ before packing (a package with
// no code cannot be published), and the unpacked package runs with nothing of this repository
// beside it but its declared dependencies, as `npm install courier-cli-<version>.tgz` leaves it.
import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionOf,
  courier,
  ensureBuilt,
  requestItem,
  startServer,
  workspace,
  type TestServer,
  type Workspace,
} from './harness.js';

const CLI_DIR = fileURLToPath(new URL('../../packages/cli/', import.meta.url));

// A package's folder as Node would find it from the CLI, without asking the package for its
// package.json: packages with an "exports" map may not export that subpath.
function installedFolder(name: string): string {
  const lookup = createRequire(join(CLI_DIR, 'package.json')).resolve.paths(name) ?? [];
  const folder = lookup
    .map((modules) => join(modules, name))
    .find((candidate) => existsSync(join(candidate, 'package.json')));
  if (!folder) throw new Error(`${name} is not installed beside the CLI`);
  return folder;
}

let server: TestServer;
let ws: Workspace;

beforeAll(async () => {
  [server, ws] = await Promise.all([startServer(), workspace()]);
});

afterAll(async () => {
  await Promise.all([server.close(), ws.remove()]);
});

describe('courier as a package', { timeout: 120_000 }, () => {
  it('npm pack builds first; the unpacked package runs a collection with only its dependencies installed', async () => {
    const started = Date.now();
    const { stdout } = await execa('npm', ['pack', CLI_DIR, '--pack-destination', ws.dir, '--json'], { cwd: ws.dir });
    const [packed] = JSON.parse(stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
    expect(packed?.files.map((file) => file.path)).toEqual(
      expect.arrayContaining(['bin/courier.js', 'dist/main.js', 'package.json', 'README.md']),
    );
    expect((await stat(`${CLI_DIR}dist/main.js`)).mtimeMs).toBeGreaterThanOrEqual(started - 1000);

    // What `npm install` of the tarball leaves: the package and its declared dependencies.
    await execa('tar', ['xzf', packed!.filename], { cwd: ws.dir });
    const manifest = JSON.parse(await readFile(ws.path('package/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    await mkdir(ws.path('node_modules'));
    for (const name of Object.keys(manifest.dependencies)) {
      await mkdir(dirname(ws.path(`node_modules/${name}`)), { recursive: true });
      await symlink(installedFolder(name), ws.path(`node_modules/${name}`));
    }
    // Parts loaded on demand: the cookie jar, a sandbox library.
    const collection = await ws.write(
      'ping.postman_collection.json',
      collectionOf('Ping', [
        requestItem('Cookie', `${server.url}/set-cookie?sid=1`),
        requestItem('Ping', `${server.url}/ok`, {
          test: [
            'pm.test("200", () => pm.response.to.have.status(200));',
            'pm.test("cookie kept", () => pm.expect(pm.cookies.get("sid")).to.equal("1"));',
            'pm.test("lodash", () => pm.expect(require("lodash").VERSION).to.be.a("string"));',
          ],
        }),
      ]),
    );
    const bin = ws.path('package/bin/courier.js');
    const [version, run] = await Promise.all([
      execa(bin, ['--version'], { cwd: ws.dir }),
      execa(bin, ['run', collection], { cwd: ws.dir, reject: false, env: { CI: '1', NO_COLOR: '1' } }),
    ]);
    expect(version.stdout.trim()).toBe(
      (JSON.parse(await readFile(`${CLI_DIR}package.json`, 'utf8')) as { version: string }).version,
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).not.toContain('✗');
    expect(run.stdout).toContain('  ✓ lodash');
    expect(run.exitCode).toBe(0);

    // Without newman-reporter-htmlextra installed, -r htmlextra is Courier's own HTML report.
    const html = ws.path('extra.html');
    const extra = await execa(bin, ['run', collection, '-r', 'htmlextra', '--reporter-htmlextra-export', html], {
      cwd: ws.dir,
      reject: false,
      env: { CI: '1', NO_COLOR: '1' },
    });
    expect(extra.stderr).toBe(`htmlextra report: ${html}`);
    expect(await readFile(html, 'utf8')).toContain('"n":"Ping"');
  });

  it('courier --version is the package version', async () => {
    await ensureBuilt();
    const { version } = JSON.parse(await readFile(`${CLI_DIR}package.json`, 'utf8')) as { version: string };
    const run = await courier(['--version'], ws.dir);
    expect(run.stdout.trim()).toBe(version);
  });
});
