// Test helper: a PostgreSQL cluster of the test's own, in a temporary folder on a port of its own,
// for a test that stops and starts the database under running servers. The shared server at 5432
// is never stopped: other test files use it at the same time.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { closedPort } from '@courier/testkit/servers';

const run = promisify(execFile);

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** `pg_ctl stop -m fast`: every session is ended, as an operator's restart does. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster if it runs and deletes its folder. */
  destroy(): Promise<void>;
}

/** The newest installed PostgreSQL's programs (Debian's layout), or undefined when there is none. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
}

/** initdb and the server refuse to run as root: as root, they run as the `postgres` user. */
const asOwner = (program: string, args: string[]) =>
  process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', program, ...args]) : run(program, args);

export async function startOwnPostgres(bin: string): Promise<OwnPostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'courier-pg-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout), Number(group));
  }
  const data = join(folder, 'data');
  const port = await closedPort();
  await asOwner(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => asOwner(join(bin, 'pg_ctl'), ['-D', data, '-w', ...args]);
  const cluster: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => void (await pgCtl('-m', 'fast', 'stop')),
    start: async () => void (await pgCtl('-l', join(folder, 'log'), '-o', options, 'start')),
    async destroy() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
