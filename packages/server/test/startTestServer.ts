// Test helper: the real app on a port chosen by the OS, with a fresh database of the given dialect.
import { createServer, type Server } from 'node:http';
import type { Transport } from '@courier/core';
import type { LookupFunction } from '@courier/core/node';
import { onLoopback } from '@courier/testkit/servers';
import { pino, type Logger } from 'pino';
import { createApp, type AppConfig } from '../src/app.js';
import { createOutboundTransport } from '../src/areas/proxy/outboundTransport.js';
import { createOutboundSettingsService } from '../src/areas/outbound/index.js';
import type { DatabaseTarget, ServerConfig } from '../src/config.js';
import { openDatabase, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createTestDatabase, whileSchemasStay, type TestDatabase } from './testDatabases.js';
import type { LiveChannel } from '../src/live/liveChannel.js';
import { openLiveChannel } from '../src/live/openLiveChannel.js';
import type { ScryptCost } from '../src/areas/auth/password.js';
import { seedAccounts, type SeedConfig } from '../src/areas/auth/seed.js';
import { createAccountService, type AccountService } from '../src/areas/auth/service.js';
import { createTokenSigner } from '../src/areas/auth/tokens.js';
import type { Authenticator } from '../src/http/authenticate.js';
import { createWebSocketRelay, type WebSocketRelay } from '../src/areas/websocket/relay.js';
import { createOpenedRepositoryHolder, type Repository } from '../src/areas/files/index.js';

export interface TestServer {
  /** http://127.0.0.1:<port> */
  url: string;
  db: Db;
  /** Where the database is, for a test that runs a command against it. */
  databaseTarget: DatabaseTarget;
  accounts: AccountService;
  /** The instance's live channel, to write events as an area would. */
  live: LiveChannel;
  server: Server;
  close(): Promise<void>;
}

export interface TestServerOptions {
  dialect?: DatabaseTarget['dialect'];
  config?: Partial<AppConfig & Pick<ServerConfig, 'proxyAllowlist'>>;
  lookup?: LookupFunction;
  /** Replaces core's undici transport. */
  transport?: Transport;
  authenticate?: Authenticator;
  /** Accounts created at start, as main.ts does (the demo admin in local mode). */
  seed?: Partial<SeedConfig>;
  /** The WebSocket relay, for a test that sets its limits or DNS; closed with the server. */
  websocketRelay?: WebSocketRelay;
  /** Another instance on this server's database, as behind a load balancer; the first one drops it. */
  sameDatabaseAs?: Pick<TestServer, 'databaseTarget'>;
  /** Where the server logs, for a test that reads what an operator would; silent otherwise. */
  logger?: Logger;
  /** A repository opened as `--open` does; the test closes it. */
  repository?: Repository;
}

/**
 * Test-only scrypt cost: production's N = 2^17 takes 0.1–0.3 s per hash, which would make the
 * account suites minutes long. Only this helper uses it; main.ts always hashes at production cost.
 */
export const TEST_SCRYPT_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

export const TEST_CONFIG: AppConfig & Pick<ServerConfig, 'proxyAllowlist'> = {
  mode: 'local',
  host: '127.0.0.1',
  webDir: '/nonexistent/courier-web-dist',
  bodyLimitBytes: 1024 * 1024,
  responseLimitBytes: 1024 * 1024,
  proxyTimeoutMs: 5000,
  proxyMaxRedirects: 20,
  proxyRateLimitPerMinute: 1000,
  proxyConcurrencyPerUser: 4,
  proxyAllowlist: [],
  allowedOrigins: [],
  secret: 'test-secret-of-at-least-32-characters!',
};

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const shared = options.sameDatabaseAs;
  const database: TestDatabase = shared
    ? { target: shared.databaseTarget, drop: async () => undefined }
    : await createTestDatabase(options.dialect ?? 'sqlite');
  const logger = options.logger ?? pino({ level: 'silent' });
  const db = openDatabase(database.target, logger);
  try {
    await whileSchemasStay(database.target, () => migrateToLatest(db));
  } catch (error) {
    // The test fails, but leaves no schema behind in the shared PostgreSQL database.
    await db.destroy();
    await database.drop();
    throw error;
  }
  const config = { ...TEST_CONFIG, ...options.config };
  const transport = options.transport ?? createOutboundTransport(config, { lookup: options.lookup });
  const outboundSettings = createOutboundSettingsService(db, (settings) =>
    createOutboundTransport(config, { lookup: options.lookup, settings }),
  );
  const accounts = createAccountService(db, createTokenSigner(config.secret), TEST_SCRYPT_COST);
  if (!shared) await seedAccounts(db, accounts, { mode: config.mode, demoAccount: false, ...options.seed }, logger);
  const live = await openLiveChannel(db, database.target, logger);
  const websocketRelay =
    options.websocketRelay ?? createWebSocketRelay({ mode: config.mode, allowlist: config.proxyAllowlist });
  const app = createApp({
    config,
    db,
    logger,
    transport,
    outboundSettings,
    accounts,
    authenticate: options.authenticate,
    live,
    websocketRelay,
    repositories: createOpenedRepositoryHolder({ root: config.filesRoot, initial: options.repository }),
  });
  const server = createServer(app);
  const listening = await onLoopback(server);
  return {
    url: listening.url,
    db,
    databaseTarget: database.target,
    accounts,
    live,
    server,
    async close() {
      await Promise.all([listening.close(), websocketRelay.closeAll()]);
      if ('close' in transport && typeof transport.close === 'function') await transport.close();
      await outboundSettings.close();
      await live.close();
      await db.destroy().catch(() => undefined);
      await database.drop();
    },
  };
}
