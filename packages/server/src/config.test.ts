import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNT } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tempDir = () => mkdtempSync(join(tmpdir(), 'courier-config-'));

function failure(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('starts on 127.0.0.1:9000 in local mode with SQLite in the data folder by default', () => {
    const dataDir = tempDir();
    const config = loadConfig({ env: { COURIER_DATA_DIR: dataDir } });
    expect(config).toMatchObject({ port: 9000, host: '127.0.0.1', mode: 'local', dataDir });
    expect(config.database).toEqual({ dialect: 'sqlite', filename: join(dataDir, 'courier.db') });
    expect(config.bodyLimitBytes).toBe(25 * 1024 * 1024);
    expect(config.webDir).toMatch(/packages[/\\]web[/\\]dist$/);
  });

  it('generates a secret once, keeps it owner-only in the data folder and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ env: { COURIER_DATA_DIR: dataDir } }).secret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dataDir, 'secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, 'secret')).mode & 0o077).toBe(0);
    expect(loadConfig({ env: { COURIER_DATA_DIR: dataDir } }).secret).toBe(first);
  });

  it('opens a repository in hosted mode only inside the root an administrator set', () => {
    const dataDir = tempDir();
    const config = loadConfig({ env: { COURIER_DATA_DIR: dataDir }, argv: ['--open', 'repos/shop'] });
    expect(config.openPath).toBe(join(process.cwd(), 'repos/shop'));
    const hosted = { COURIER_DATA_DIR: dataDir, COURIER_MODE: 'hosted', HOST: '0.0.0.0' };
    expect(failure(() => loadConfig({ env: { ...hosted, COURIER_OPEN: '/srv' } })).message).toBe(
      "Invalid setting COURIER_OPEN (--open): in hosted mode a repository is opened only inside COURIER_FILES_ROOT, which is not set; got '/srv'.",
    );
    const root = tempDir();
    expect(loadConfig({ env: { ...hosted, COURIER_FILES_ROOT: root, COURIER_OPEN: join(root, 'a') } }).filesRoot).toBe(
      root,
    );
    expect(failure(() => loadConfig({ env: { ...hosted, COURIER_FILES_ROOT: join(root, 'missing') } })).message).toBe(
      `Invalid setting COURIER_FILES_ROOT (--files-root): must be an existing folder; got '${join(root, 'missing')}'.`,
    );
  });

  it('prefers flags over the environment', () => {
    const config = loadConfig({
      env: { COURIER_DATA_DIR: tempDir(), PORT: '8000', COURIER_MODE: 'local' },
      argv: [
        ...['--port', '7000', '--mode=hosted', '--proxy-allowlist', '10.0.0.0/8, fd00::/8'],
        ...['--trust-proxy', 'loopback,10.1.2.3'],
      ],
    });
    expect(config.port).toBe(7000);
    expect(config.mode).toBe('hosted');
    expect(config.proxyAllowlist).toEqual(['10.0.0.0/8', 'fd00::/8']);
    expect(config.trustProxy).toEqual(['loopback', '10.1.2.3']);
  });

  it('reads PostgreSQL URLs, sizes and origins', () => {
    const config = loadConfig({
      env: {
        COURIER_DATA_DIR: tempDir(),
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
        COURIER_RESPONSE_LIMIT: '512kb',
        COURIER_ALLOWED_ORIGINS: 'http://localhost:5173',
        COURIER_SECRET: 'x'.repeat(32),
      },
    });
    expect(config.database).toEqual({
      dialect: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/test',
      poolSize: 10,
    });
    expect(config.responseLimitBytes).toBe(512 * 1024);
    expect(config.allowedOrigins).toEqual(['http://localhost:5173']);
    expect(config.secret).toBe('x'.repeat(32));
  });

  it('reads the live stream limits: 20 per account and 2000 per instance unless set', () => {
    const defaults = loadConfig({ env: { COURIER_DATA_DIR: tempDir() } });
    expect([defaults.liveStreamsPerAccount, defaults.liveStreamsPerInstance]).toEqual([20, 2000]);
    const set = loadConfig({
      env: { COURIER_DATA_DIR: tempDir(), COURIER_LIVE_STREAMS_PER_ACCOUNT: '5' },
      argv: ['--live-streams-per-instance', '10000'],
    });
    expect([set.liveStreamsPerAccount, set.liveStreamsPerInstance]).toEqual([5, 10000]);
  });

  it.each([
    [{ PORT: 'abc' }, "Invalid setting PORT (--port): must be a whole number from 0 to 65535; got 'abc'."],
    [{ PORT: '70000' }, "Invalid setting PORT (--port): must be at most 65535; got '70000'."],
    [{ COURIER_MODE: 'cloud' }, "Invalid setting COURIER_MODE (--mode): must be local or hosted; got 'cloud'."],
    // Regression: local mode (no sign-in, a demo administrator) could listen on every interface.
    [
      { HOST: '0.0.0.0' },
      "Invalid setting HOST (--host): local mode listens on loopback only (127.0.0.1, ::1 or localhost); set COURIER_MODE=hosted to serve other machines; got '0.0.0.0'.",
    ],
    [{ HOST: '192.168.1.10' }, 'Invalid setting HOST (--host): local mode listens on loopback only'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid setting DATABASE_URL (--database-url): must be postgres://'],
    [
      { COURIER_DATABASE_POOL_SIZE: '0' },
      "Invalid setting COURIER_DATABASE_POOL_SIZE (--database-pool-size): must be at least 1; got '0'.",
    ],
    [{ COURIER_SECRET: 'short' }, 'Invalid setting COURIER_SECRET (--secret): must be at least 32 characters'],
    [{ COURIER_BODY_LIMIT: '10 parsecs' }, 'Invalid setting COURIER_BODY_LIMIT (--body-limit): must be a size'],
    [{ COURIER_PROXY_ALLOWLIST: '10.0.0.0/8,intranet' }, 'Invalid setting COURIER_PROXY_ALLOWLIST'],
    [{ COURIER_ALLOWED_ORIGINS: 'localhost:5173' }, 'Invalid setting COURIER_ALLOWED_ORIGINS'],
    [
      { COURIER_TRUST_PROXY: 'loopback,proxy.internal' },
      "Invalid setting COURIER_TRUST_PROXY (--trust-proxy): must be an address, a CIDR network, loopback, linklocal or uniquelocal; got 'loopback,proxy.internal'.",
    ],
    [
      { COURIER_HEADERS_TIMEOUT_MS: '90000', COURIER_REQUEST_TIMEOUT_MS: '60000' },
      'Invalid setting COURIER_HEADERS_TIMEOUT_MS (--headers-timeout): must not exceed COURIER_REQUEST_TIMEOUT_MS',
    ],
    [
      { COURIER_LIVE_STREAMS_PER_ACCOUNT: '0' },
      "Invalid setting COURIER_LIVE_STREAMS_PER_ACCOUNT (--live-streams-per-account): must be at least 1; got '0'.",
    ],
    [
      { COURIER_LIVE_STREAMS_PER_INSTANCE: 'many' },
      "Invalid setting COURIER_LIVE_STREAMS_PER_INSTANCE (--live-streams-per-instance): must be a whole number from 1 to 1000000; got 'many'.",
    ],
    [
      { COURIER_DEMO_ACCOUNT: 'yes' },
      "Invalid setting COURIER_DEMO_ACCOUNT (--demo-account): must be on or off; got 'yes'.",
    ],
    [
      { COURIER_ADMIN_EMAIL: 'ops@example.com' },
      'Invalid setting COURIER_ADMIN_EMAIL (--admin-email): COURIER_ADMIN_EMAIL and COURIER_ADMIN_PASSWORD must be set together.',
    ],
    [
      { COURIER_ADMIN_EMAIL: 'ops', COURIER_ADMIN_PASSWORD: 'Admin#Pass1' },
      "Invalid setting COURIER_ADMIN_EMAIL (--admin-email): must be an e-mail address; got 'ops'.",
    ],
    [
      { COURIER_ADMIN_EMAIL: 'ops@example.com', COURIER_ADMIN_PASSWORD: 'password' },
      'Invalid setting COURIER_ADMIN_PASSWORD (--admin-password): is too weak; got the given value.',
    ],
    // Regression: the administrator could be given the password printed on the sign-in page.
    [
      { COURIER_ADMIN_EMAIL: 'ops@example.com', COURIER_ADMIN_PASSWORD: DEMO_ACCOUNT.password },
      "Invalid setting COURIER_ADMIN_PASSWORD (--admin-password): must not be the demo account's published password; got the given value.",
    ],
  ])('stops on %o with one line naming the setting', (env, message) => {
    const error = failure(() => loadConfig({ env: { COURIER_DATA_DIR: tempDir(), ...env } }));
    expect(error.message.startsWith(message)).toBe(true);
    expect(error.message).not.toContain('\n');
    expect(error.code).toBe('CONFIG_INVALID');
  });

  it('sizes the PostgreSQL pool from COURIER_DATABASE_POOL_SIZE or --database-pool-size', () => {
    const env = { COURIER_DATA_DIR: tempDir(), DATABASE_URL: 'postgres://db/courier', COURIER_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ env: { ...env, COURIER_DATABASE_POOL_SIZE: '25' } }).database).toMatchObject({ poolSize: 25 });
    expect(loadConfig({ env, argv: ['--database-pool-size', '4'] }).database).toMatchObject({ poolSize: 4 });
  });

  it('reads the demo account switch and the first administrator', () => {
    const env = { COURIER_DATA_DIR: tempDir(), COURIER_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ env })).toMatchObject({ demoAccount: false, initialAdmin: undefined });
    const config = loadConfig({
      env: {
        ...env,
        COURIER_DEMO_ACCOUNT: 'on',
        COURIER_ADMIN_EMAIL: 'Ops@Example.com',
        COURIER_ADMIN_PASSWORD: 'Admin#Pass1',
      },
    });
    expect(config).toMatchObject({
      demoAccount: true,
      initialAdmin: { email: 'ops@example.com', password: 'Admin#Pass1' },
    });
  });

  it('refuses unknown flags', () => {
    const error = failure(() => loadConfig({ env: { COURIER_DATA_DIR: tempDir() }, argv: ['--prot', '1'] }));
    expect(error.message).toMatch(/^Invalid command line: .*--prot/);
  });

  it('refuses a stored secret that was truncated', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'secret'), 'abc\n');
    expect(failure(() => loadConfig({ env: { COURIER_DATA_DIR: dataDir } })).message).toContain('shorter than 32');
  });
});
