// The README's two commands on a machine whose Node is older than 24, as on CI's machines (Node 20):
// in a fresh clone, `npm install` under that Node brings Node 24
// (docs/decisions/0033-node-24-comes-with-the-install.md), and `npm start`, `npx courier` and a
// global install of the packed CLI run on it — isolated-vm and better-sqlite3 included, whose
// binaries fit Node 24 only. The clone installs from npm's cache where it can (--prefer-offline):
// only what the cache lacks comes from the registry.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closedPort } from '@courier/testkit/servers';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionOf, olderNode, requestItem, startServer } from './harness.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const INSTALL_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund'];
const MACHINE_NETWORK = Object.fromEntries(
  [
    'NODE_EXTRA_CA_CERTS',
    'SSL_CERT_FILE',
    'HTTPS_PROXY',
    'HTTP_PROXY',
    'NO_PROXY',
    'https_proxy',
    'http_proxy',
    'no_proxy',
  ]
    .filter((name) => process.env[name] !== undefined)
    .map((name) => [name, process.env[name]]),
);

describe.skipIf(olderNode === undefined)('set-up under the machine’s Node older than 24', { timeout: 600_000 }, () => {
  let dir: string;
  /**
   * Runs a command in the clone with the machine's older Node and its npm first on PATH, and none
   * of this test run's npm variables.
   */
  const onOlderNode = (file: string, args: string[], { env = {}, detached = false, reject = true } = {}) =>
    execa(file, args, {
      cwd: join(dir, 'courier'),
      extendEnv: false,
      env: {
        HOME: process.env.HOME,
        PATH: `${dirname(olderNode!.path)}:/usr/bin:/bin`,
        // The machine's own way to the registry (a proxy, the certificates it trusts), as a newcomer has it.
        ...MACHINE_NETWORK,
        CI: '1',
        NO_COLOR: '1',
        ...env,
      },
      detached,
      reject,
    });
  /** One request with a test script, which runs in isolated-vm. */
  const writeCollection = async (name: string, url: string, test: string) => {
    const path = join(dir, `${name}.json`);
    await writeFile(path, JSON.stringify(collectionOf(name, [requestItem(name, url, { test: [test] })])));
    return path;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'courier-install-'));
    // The repository as committed, as a newcomer clones it.
    await execa('git', ['clone', '--quiet', REPO, join(dir, 'courier')]);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('npm install succeeds; npm start and npx courier run on Node 24', async () => {
    await onOlderNode('npm', ['install', ...INSTALL_FLAGS]);
    const { version } = JSON.parse(await readFile(join(dir, 'courier/scripts/node24/package.json'), 'utf8')) as {
      version: string;
    };
    const node = await onOlderNode('npm', ['exec', '-c', 'node --version']);
    expect(node.stdout.trim()).toBe(`v${version}`);

    // Its own process group, so that SIGTERM reaches the server under npm's shells.
    const port = String(await closedPort());
    const server = onOlderNode('npm', ['start'], { env: { PORT: port }, detached: true });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        server.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const listening = /Courier is listening on (http:\/\/[^"\s]+)/.exec(output);
          if (listening) resolve(listening[1]!);
        });
        server.once('exit', () => reject(new Error(`npm start ended before listening:\n${output}`)));
      });
      // The database answers /api/health through better-sqlite3.
      const collection = await writeCollection(
        'health',
        `${url}/api/health`,
        'pm.test("database ok", () => pm.expect(pm.response.json().data.database).to.equal("ok"));',
      );
      const [courierVersion, run] = await Promise.all([
        onOlderNode('npx', ['courier', '--version']),
        onOlderNode('npx', ['courier', 'run', collection], { reject: false }),
      ]);
      expect(courierVersion.stdout.trim()).toBe('0.1.0');
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain('✓ database ok');
      expect(run.exitCode).toBe(0);
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
      await server.catch(() => undefined);
    }
  });

  it('a global install of the packed CLI runs on Node 24', async () => {
    const packed = await onOlderNode('npm', ['pack', '-w', '@courier/cli', '--pack-destination', dir, '--json']);
    const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
    const prefix = join(dir, 'global');
    await onOlderNode('npm', ['install', '-g', '--prefix', prefix, ...INSTALL_FLAGS, join(dir, filename)]);
    const upstream = await startServer();
    try {
      const collection = await writeCollection(
        'ping',
        `${upstream.url}/ok`,
        'pm.test("200", () => pm.response.to.have.status(200));',
      );
      const run = await onOlderNode(join(prefix, 'bin/courier'), ['run', collection], { reject: false });
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain('✓ 200');
      expect(run.exitCode).toBe(0);
    } finally {
      await upstream.close();
    }
  });
});
