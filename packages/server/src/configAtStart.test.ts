// The server's start as an operator sees it: a setting that would open local mode to the network
// stops it with one line on stderr, before anything listens or touches the data folder's database.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const MAIN = ['--conditions=courier-source', '--import', 'tsx', join(import.meta.dirname, 'main.ts')];

describe('starting the server', () => {
  // Regression: local mode (no sign-in, a demo administrator) could listen on every interface.
  it.each(['0.0.0.0', '192.168.1.10', '::'])(
    'refuses HOST=%s in local mode with one line',
    async (host) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'courier-start-'));
      const failure = await run(process.execPath, [...MAIN, '--port', '0'], {
        env: { ...process.env, HOST: host, COURIER_MODE: 'local', COURIER_DATA_DIR: dataDir },
      }).catch((error: unknown) => error);
      expect(failure).toMatchObject({
        code: 1,
        stdout: '',
        stderr: `Invalid setting HOST (--host): local mode listens on loopback only (127.0.0.1, ::1 or localhost); set COURIER_MODE=hosted to serve other machines; got '${host}'.\n`,
      });
      expect(existsSync(join(dataDir, 'courier.db'))).toBe(false);
    },
    30_000,
  );
});
