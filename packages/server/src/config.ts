// Every server setting, read once from the environment and command-line flags and validated with
// zod: a bad value stops the start with one line naming the setting.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CourierError, DEFAULT_SERVER_PORT, isDemoPassword, MIN_PASSWORD_SCORE, passwordStrength } from '@courier/core';
import * as z from 'zod';
import { parseAllowEntry, parseCidr } from './net/addressPolicy.js';

export class ConfigError extends CourierError {
  constructor(message: string) {
    super('CONFIG_INVALID', message);
  }
}

export type ServerMode = 'local' | 'hosted';

export type DatabaseTarget =
  | { dialect: 'sqlite'; filename: string }
  /** `poolSize`: connections this instance's pool opens at most, DEFAULT_POOL_SIZE when absent. */
  | { dialect: 'postgres'; url: string; poolSize?: number };

/**
 * PostgreSQL connections per instance: this pool plus the one listening connection of the live
 * channel, so 11 by default and about 9 instances fill PostgreSQL's default max_connections (100).
 */
export const DEFAULT_POOL_SIZE = 10;

/** Live streams (GET /api/live) one account, and this instance in all, may hold open by default. */
export const DEFAULT_LIVE_STREAM_LIMITS = { perAccount: 20, perInstance: 2000 } as const;

export interface ServerConfig {
  port: number;
  host: string;
  mode: ServerMode;
  dataDir: string;
  database: DatabaseTarget;
  /** Signs sessions and tokens (accounts issue); generated into the data folder when not given. */
  secret: string;
  /** The web app's build, served at `/`. */
  webDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Largest JSON request body the API accepts, in bytes (413 beyond). */
  bodyLimitBytes: number;
  /** Largest decoded upstream response the proxy keeps, in bytes (RESPONSE_TOO_LARGE beyond). */
  responseLimitBytes: number;
  /** Longest total deadline of one proxied request; a request asking for more gets this. */
  proxyTimeoutMs: number;
  /** Most redirects the proxy follows for one request. */
  proxyMaxRedirects: number;
  /** Proxied requests per user per minute in hosted mode. */
  proxyRateLimitPerMinute: number;
  /** Proxied requests one user may have in flight at once in hosted mode: each may hold a large response. */
  proxyConcurrencyPerUser: number;
  /** Networks (CIDR) the hosted proxy may reach although they are not public. */
  proxyAllowlist: string[];
  /** Other origins allowed to drive the local proxy (the Vite dev server). */
  allowedOrigins: string[];
  /**
   * The reverse proxies in front of the server (addresses, CIDR networks, or Express's names
   * loopback, linklocal, uniquelocal): their X-Forwarded-For names the client whose failed sign-ins
   * are counted. Without it every client behind a proxy would share, and be locked with, its address.
   */
  trustProxy: string[];
  /** Time a client has to send a request's headers, and the whole request, in milliseconds. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** How long a SIGTERM waits for open requests before closing them. */
  shutdownTimeoutMs: number;
  /** Live streams (GET /api/live, one per browser tab) one account may hold open on one instance. */
  liveStreamsPerAccount: number;
  /** Live streams one instance holds for all accounts together: each keeps a socket and its buffers. */
  liveStreamsPerInstance: number;
  /** Hosted mode creates the demo administrator only when this is on; local mode always has it. */
  demoAccount: boolean;
  /** The first administrator of a hosted deployment, created at start when no user has this e-mail. */
  initialAdmin?: { email: string; password: string };
  /** A repository of Postman 3.0.0 collection folders the workbench shows and edits in place. */
  openPath?: string;
  /**
   * Hosted mode: the folder inside which administrators may open repositories; without it the files
   * area is off. Local mode: only folders inside it may be opened when it is set.
   */
  filesRoot?: string;
}

const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Each setting: its environment variable, its flag, and how to read it. */
const SETTINGS = {
  port: { env: 'PORT', flag: 'port' },
  host: { env: 'HOST', flag: 'host' },
  mode: { env: 'COURIER_MODE', flag: 'mode' },
  dataDir: { env: 'COURIER_DATA_DIR', flag: 'data-dir' },
  databaseUrl: { env: 'DATABASE_URL', flag: 'database-url' },
  databasePoolSize: { env: 'COURIER_DATABASE_POOL_SIZE', flag: 'database-pool-size' },
  secret: { env: 'COURIER_SECRET', flag: 'secret' },
  webDir: { env: 'COURIER_WEB_DIR', flag: 'web-dir' },
  logLevel: { env: 'COURIER_LOG_LEVEL', flag: 'log-level' },
  bodyLimitBytes: { env: 'COURIER_BODY_LIMIT', flag: 'body-limit' },
  responseLimitBytes: { env: 'COURIER_RESPONSE_LIMIT', flag: 'response-limit' },
  proxyTimeoutMs: { env: 'COURIER_PROXY_TIMEOUT_MS', flag: 'proxy-timeout' },
  proxyMaxRedirects: { env: 'COURIER_PROXY_MAX_REDIRECTS', flag: 'proxy-max-redirects' },
  proxyRateLimitPerMinute: { env: 'COURIER_PROXY_RATE_LIMIT', flag: 'proxy-rate-limit' },
  proxyConcurrencyPerUser: { env: 'COURIER_PROXY_CONCURRENCY', flag: 'proxy-concurrency' },
  proxyAllowlist: { env: 'COURIER_PROXY_ALLOWLIST', flag: 'proxy-allowlist' },
  allowedOrigins: { env: 'COURIER_ALLOWED_ORIGINS', flag: 'allowed-origins' },
  trustProxy: { env: 'COURIER_TRUST_PROXY', flag: 'trust-proxy' },
  headersTimeoutMs: { env: 'COURIER_HEADERS_TIMEOUT_MS', flag: 'headers-timeout' },
  requestTimeoutMs: { env: 'COURIER_REQUEST_TIMEOUT_MS', flag: 'request-timeout' },
  shutdownTimeoutMs: { env: 'COURIER_SHUTDOWN_TIMEOUT_MS', flag: 'shutdown-timeout' },
  liveStreamsPerAccount: { env: 'COURIER_LIVE_STREAMS_PER_ACCOUNT', flag: 'live-streams-per-account' },
  liveStreamsPerInstance: { env: 'COURIER_LIVE_STREAMS_PER_INSTANCE', flag: 'live-streams-per-instance' },
  demoAccount: { env: 'COURIER_DEMO_ACCOUNT', flag: 'demo-account' },
  adminEmail: { env: 'COURIER_ADMIN_EMAIL', flag: 'admin-email' },
  adminPassword: { env: 'COURIER_ADMIN_PASSWORD', flag: 'admin-password' },
  openPath: { env: 'COURIER_OPEN', flag: 'open' },
  filesRoot: { env: 'COURIER_FILES_ROOT', flag: 'files-root' },
} as const;
type SettingName = keyof typeof SETTINGS;

const UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** '10mb', '512kb' or a plain number of bytes. */
const byteSize = z
  .string()
  .regex(/^\d+\s*(b|kb|mb|gb)?$/i, 'must be a size such as 1048576, 512kb or 10mb')
  .transform((text) => {
    const [, digits = '0', unit = ''] = /^(\d+)\s*([a-z]*)$/i.exec(text) ?? [];
    return Number(digits) * (UNITS[unit.toLowerCase()] ?? 1);
  })
  .pipe(z.number().int().positive('must be more than 0').max(Number.MAX_SAFE_INTEGER));

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const list = z.string().transform((text) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== ''),
);

const origin = z.string().refine((text) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text;
  } catch {
    return false;
  }
}, 'must be an origin such as http://localhost:5173');

const cidr = z
  .string()
  .refine(
    (text) => parseAllowEntry(text) !== undefined,
    'must be an address or CIDR, optionally with a port, such as 10.0.0.0/8 or 10.0.0.5:8080',
  );

const TRUSTED_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const trustedProxy = z
  .string()
  .refine(
    (text) => TRUSTED_PROXY_NAMES.includes(text) || parseCidr(text) !== undefined,
    'must be an address, a CIDR network, loopback, linklocal or uniquelocal',
  );

const databaseUrl = z.string().transform((text, ctx): DatabaseTarget => {
  if (/^postgres(ql)?:\/\//i.test(text)) return { dialect: 'postgres', url: text };
  const sqlite = /^sqlite:(?:\/\/)?(.+)$/i.exec(text);
  if (sqlite?.[1]) return { dialect: 'sqlite', filename: resolve(sqlite[1]) };
  ctx.addIssue({ code: 'custom', message: 'must be postgres://user@host:port/database or sqlite:path/to/file.db' });
  return z.NEVER;
});

const schemas = {
  port: integer(0, 65535),
  host: z.string().min(1, 'must not be empty'),
  mode: z.enum(['local', 'hosted'], 'must be local or hosted'),
  dataDir: z.string().min(1, 'must not be empty'),
  databaseUrl,
  // Each instance also holds one listening connection: PostgreSQL's max_connections bounds the sum.
  databasePoolSize: integer(1, 1000),
  secret: z.string().min(32, 'must be at least 32 characters'),
  webDir: z.string().min(1, 'must not be empty'),
  logLevel: z.enum(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    'must be one of fatal, error, warn, info, debug, trace, silent',
  ),
  bodyLimitBytes: byteSize,
  responseLimitBytes: byteSize,
  proxyTimeoutMs: integer(1, 3_600_000),
  proxyMaxRedirects: integer(0, 100),
  proxyRateLimitPerMinute: integer(1, 1_000_000),
  proxyConcurrencyPerUser: integer(1, 1000),
  proxyAllowlist: list.pipe(z.array(cidr)),
  allowedOrigins: list.pipe(z.array(origin)),
  trustProxy: list.pipe(z.array(trustedProxy)),
  headersTimeoutMs: integer(1000, 600_000),
  requestTimeoutMs: integer(1000, 3_600_000),
  shutdownTimeoutMs: integer(0, 600_000),
  liveStreamsPerAccount: integer(1, 1000),
  liveStreamsPerInstance: integer(1, 1_000_000),
  demoAccount: z.enum(['on', 'off'], 'must be on or off').transform((value) => value === 'on'),
  adminEmail: z.email('must be an e-mail address').transform((email) => email.toLowerCase()),
  // The same rule as registration: at least 8 characters, strength at least Good.
  adminPassword: z
    .string()
    .min(8, 'must be at least 8 characters')
    .refine((password) => passwordStrength(password).score >= MIN_PASSWORD_SCORE, 'is too weak')
    .refine((password) => !isDemoPassword(password), "must not be the demo account's published password"),
  openPath: z.string().min(1, 'must not be empty'),
  filesRoot: z
    .string()
    .min(1, 'must not be empty')
    .transform((path) => resolve(path))
    .refine((path) => existsSync(path) && statSync(path).isDirectory(), 'must be an existing folder'),
} satisfies Record<SettingName, z.ZodType>;

const DEFAULTS: Partial<Record<SettingName, string>> = {
  port: String(DEFAULT_SERVER_PORT),
  host: '127.0.0.1',
  mode: 'local',
  dataDir: './data',
  databasePoolSize: String(DEFAULT_POOL_SIZE),
  webDir: DEFAULT_WEB_DIR,
  logLevel: 'info',
  bodyLimitBytes: '25mb',
  responseLimitBytes: '50mb',
  proxyTimeoutMs: '300000',
  proxyMaxRedirects: '20',
  proxyRateLimitPerMinute: '120',
  proxyConcurrencyPerUser: '4',
  proxyAllowlist: '',
  allowedOrigins: '',
  trustProxy: '',
  headersTimeoutMs: '60000',
  requestTimeoutMs: '300000',
  shutdownTimeoutMs: '10000',
  liveStreamsPerAccount: String(DEFAULT_LIVE_STREAM_LIMITS.perAccount),
  liveStreamsPerInstance: String(DEFAULT_LIVE_STREAM_LIMITS.perInstance),
  demoAccount: 'off',
};

export interface ConfigSources {
  env?: Record<string, string | undefined>;
  argv?: string[];
}

/** Reads and validates every setting; throws a `ConfigError` whose message is the one line to print. */
export function loadConfig({ env = process.env, argv = [] }: ConfigSources = {}): ServerConfig {
  const flags = readFlags(argv);
  const raw = (name: SettingName): string | undefined =>
    flags[SETTINGS[name].flag] ?? env[SETTINGS[name].env] ?? DEFAULTS[name];
  const read = <N extends SettingName>(name: N): z.output<(typeof schemas)[N]> => {
    const result = schemas[name].safeParse(raw(name));
    if (result.success) return result.data as z.output<(typeof schemas)[N]>;
    const { env: variable, flag } = SETTINGS[name];
    const reason = result.error.issues[0]?.message ?? 'is invalid';
    // A rejected password or secret is not echoed into the start-up log.
    const got = name === 'adminPassword' || name === 'secret' ? 'the given value' : `'${raw(name)}'`;
    throw new ConfigError(`Invalid setting ${variable} (--${flag}): ${reason}; got ${got}.`);
  };

  const dataDir = resolve(read('dataDir'));
  const databaseText = raw('databaseUrl');
  // Read whatever the database, so a wrong value is reported before it ever matters.
  const poolSize = read('databasePoolSize');
  const named = databaseText === undefined ? undefined : read('databaseUrl');
  const database: DatabaseTarget =
    named === undefined
      ? { dialect: 'sqlite', filename: join(dataDir, 'courier.db') }
      : named.dialect === 'postgres'
        ? { ...named, poolSize }
        : named;
  const secret = raw('secret') === undefined ? readOrCreateSecret(dataDir) : read('secret');
  const webDir = read('webDir');
  const headersTimeoutMs = read('headersTimeoutMs');
  const requestTimeoutMs = read('requestTimeoutMs');
  // Node refuses a headers deadline longer than the whole request's (http.createServer options).
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      `Invalid setting COURIER_HEADERS_TIMEOUT_MS (--headers-timeout): must not exceed COURIER_REQUEST_TIMEOUT_MS (${requestTimeoutMs}); got '${headersTimeoutMs}'.`,
    );
  }
  const host = read('host');
  const mode = read('mode');
  // Local mode has no sign-in: listening beyond this machine would open it to the whole network.
  if (mode === 'local' && !isLoopback(host)) {
    throw new ConfigError(
      `Invalid setting HOST (--host): local mode listens on loopback only (127.0.0.1, ::1 or localhost); set COURIER_MODE=hosted to serve other machines; got '${host}'.`,
    );
  }
  // A server others reach must not hand them this machine's folders, unless an administrator named
  // the one folder it may open repositories from.
  const filesRoot = raw('filesRoot') === undefined ? undefined : read('filesRoot');
  const openPath = raw('openPath') === undefined ? undefined : read('openPath');
  if (openPath !== undefined && mode !== 'local' && filesRoot === undefined) {
    throw new ConfigError(
      `Invalid setting COURIER_OPEN (--open): in hosted mode a repository is opened only inside COURIER_FILES_ROOT, which is not set; got '${openPath}'.`,
    );
  }
  return {
    ...(openPath === undefined ? {} : { openPath: resolve(openPath) }),
    ...(filesRoot === undefined ? {} : { filesRoot }),
    initialAdmin: readInitialAdmin(raw, read),
    port: read('port'),
    host,
    mode,
    dataDir,
    database,
    secret,
    webDir: isAbsolute(webDir) ? webDir : resolve(webDir),
    logLevel: read('logLevel'),
    bodyLimitBytes: read('bodyLimitBytes'),
    responseLimitBytes: read('responseLimitBytes'),
    proxyTimeoutMs: read('proxyTimeoutMs'),
    proxyMaxRedirects: read('proxyMaxRedirects'),
    proxyRateLimitPerMinute: read('proxyRateLimitPerMinute'),
    proxyConcurrencyPerUser: read('proxyConcurrencyPerUser'),
    proxyAllowlist: read('proxyAllowlist'),
    allowedOrigins: read('allowedOrigins'),
    trustProxy: read('trustProxy'),
    headersTimeoutMs,
    requestTimeoutMs,
    shutdownTimeoutMs: read('shutdownTimeoutMs'),
    liveStreamsPerAccount: read('liveStreamsPerAccount'),
    liveStreamsPerInstance: read('liveStreamsPerInstance'),
    demoAccount: read('demoAccount'),
  };
}

function isLoopback(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/** COURIER_ADMIN_EMAIL and COURIER_ADMIN_PASSWORD come together or not at all. */
function readInitialAdmin(
  raw: (name: SettingName) => string | undefined,
  read: <N extends 'adminEmail' | 'adminPassword'>(name: N) => z.output<(typeof schemas)[N]>,
): ServerConfig['initialAdmin'] {
  const given = [raw('adminEmail'), raw('adminPassword')].filter((value) => value !== undefined).length;
  if (given === 0) return undefined;
  if (given === 1) {
    throw new ConfigError(
      'Invalid setting COURIER_ADMIN_EMAIL (--admin-email): COURIER_ADMIN_EMAIL and COURIER_ADMIN_PASSWORD must be set together.',
    );
  }
  return { email: read('adminEmail'), password: read('adminPassword') };
}

function readFlags(argv: string[]): Record<string, string | undefined> {
  const options = Object.fromEntries(Object.values(SETTINGS).map(({ flag }) => [flag, { type: 'string' as const }]));
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values as Record<
      string,
      string | undefined
    >;
  } catch (error) {
    throw new ConfigError(`Invalid command line: ${(error as Error).message}`);
  }
}

/** The secret kept in `<data>/secret`, created with owner-only permissions on first start. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  try {
    if (existsSync(file)) {
      const stored = readFileSync(file, 'utf8').trim();
      if (stored.length >= 32) return stored;
      throw new ConfigError(
        `Invalid setting COURIER_SECRET: the stored secret in ${file} is shorter than 32 characters.`,
      );
    }
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(
      `Invalid setting COURIER_DATA_DIR (--data-dir): cannot keep the secret in ${file}: ${(error as Error).message}.`,
    );
  }
}
