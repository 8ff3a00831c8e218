// Test helper: the real server in a process of its own (`npm run start:server`), on a database a test
// prepared, so a test can kill it as an instance dies — sockets and database sessions and all.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closedPort } from '@courier/testkit/servers';
import type { DatabaseTarget } from '../src/config.js';
import { TEST_CONFIG } from './startTestServer.js';
import { whileSchemasStay } from './testDatabases.js';

export interface ServerProcess {
  url: string;
  /** The process id, to read its open files and memory from /proc. */
  pid: number;
  /** Whether the process has ended, and what it wrote to stderr: a fault it should survive may not end it. */
  exited(): { exited: boolean; stderr: string };
  /** SIGKILL: nothing is closed cleanly, as when a machine or container dies. */
  kill(): Promise<void>;
  /** SIGTERM, as an orchestrator stops an instance; resolves when the process has exited, with its exit code. */
  terminate(): Promise<number | null>;
}

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
/** Generous: transforming the sources takes a loaded machine 20 s and more. */
const START_TIMEOUT_MS = 90_000;

const databaseUrl = (target: DatabaseTarget) =>
  target.dialect === 'sqlite' ? `sqlite:${target.filename}` : target.url;

/** Starts the server on `target` and waits until it answers; `settings` adds to its environment. */
export function startServerProcess(
  target: DatabaseTarget,
  settings: Record<string, string> = {},
): Promise<ServerProcess> {
  // The process migrates the database as it starts, even one already migrated: no test schema may be
  // dropped meanwhile (see whileSchemasStay).
  return whileSchemasStay(target, () => start(target, settings));
}

async function start(target: DatabaseTarget, settings: Record<string, string>): Promise<ServerProcess> {
  const port = await closedPort();
  const dataDir = mkdtempSync(join(tmpdir(), 'courier-instance-'));
  const child = spawn(
    process.execPath,
    ['--no-node-snapshot', '--conditions=courier-source', '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: REPOSITORY,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl(target),
        COURIER_MODE: 'local',
        COURIER_DATA_DIR: dataDir,
        // The in-process instances' secret, so a token one of them issued is accepted here.
        COURIER_SECRET: TEST_CONFIG.secret,
        COURIER_LOG_LEVEL: 'warn',
        ...settings,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server process exited: ${stderr}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server process did not start in time: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    exited: () => ({ exited: child.exitCode !== null || child.signalCode !== null, stderr }),
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
    async terminate() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
