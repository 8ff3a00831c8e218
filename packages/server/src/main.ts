// Starts the server: reads the config, opens and migrates the database, listens, and on SIGTERM or
// SIGINT stops accepting, ends the live streams at once, lets other open requests finish (up to the
// shutdown timeout) and closes the database.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { CourierError } from '@courier/core';
import { pino } from 'pino';
import { createApp } from './app.js';
import { createAccountService, createTokenSigner, PRODUCTION_SCRYPT_COST, seedAccounts } from './areas/auth/index.js';
import { createOutboundTransport } from './areas/proxy/index.js';
import { createOutboundSettingsService } from './areas/outbound/index.js';
import { createWebSocketRelay } from './areas/websocket/index.js';
import { analysisRetentionJob } from './areas/analysis/index.js';
import { invitationExpiryJob } from './areas/teams/index.js';
import { autoBackupJob } from './areas/workspaces/index.js';
import { createOpenedRepositoryHolder } from './areas/files/index.js';
import { startBackgroundJobs } from './jobs/backgroundJobs.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { eventRetentionJob } from './live/eventRetentionJob.js';
import { openLiveChannel } from './live/openLiveChannel.js';
import { createOpenStreams, liveStreamLimits } from './live/openStreams.js';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig({ env: process.env, argv: process.argv.slice(2) });
  const logger = pino({ level: config.logLevel });
  const db = openDatabase(config.database, logger);
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');

  const accounts = createAccountService(db, createTokenSigner(config.secret), PRODUCTION_SCRYPT_COST);
  await seedAccounts(db, accounts, config, logger);

  const transport = createOutboundTransport(config);
  const outboundSettings = createOutboundSettingsService(db, (settings) =>
    createOutboundTransport(config, { settings }),
  );
  const live = await openLiveChannel(db, config.database, logger);
  const websocketRelay = createWebSocketRelay({ mode: config.mode, allowlist: config.proxyAllowlist });
  const liveStreams = createOpenStreams(liveStreamLimits(config));
  const repositories = createOpenedRepositoryHolder({ root: config.filesRoot });
  if (config.openPath !== undefined) {
    repositories.open(config.openPath);
    logger.info({ path: config.openPath }, 'repository opened');
  }
  const app = createApp({
    config,
    db,
    logger,
    transport,
    outboundSettings,
    accounts,
    startedAt,
    live,
    websocketRelay,
    liveStreams,
    repositories,
  });
  // Each area's own periodic job; the jobs floor runs them, one instance per period.
  const backgroundJobs = [
    autoBackupJob(db, live, logger),
    invitationExpiryJob(db, live),
    eventRetentionJob(db),
    analysisRetentionJob(db),
  ];
  const jobs = startBackgroundJobs(db, backgroundJobs, logger);
  const server = createServer(app);
  server.headersTimeout = config.headersTimeoutMs;
  server.requestTimeout = config.requestTimeoutMs;
  server.listen(config.port, config.host);
  await once(server, 'listening');
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  logger.info({ url, mode: config.mode, database: config.database.dialect }, `Courier is listening on ${url}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
    force.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A live stream never finishes by itself: ended now, its browser reconnects to another instance
    // at once instead of holding this one until the timeout.
    liveStreams.endAll();
    const upstreamsClosed = websocketRelay.closeAll();
    server.closeIdleConnections();
    await closed;
    jobs.stop();
    repositories.close();
    await Promise.all([transport.close(), outboundSettings.close(), live.close(), db.destroy(), upstreamsClosed]);
    logger.info('stopped');
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  // A bad setting or an unreachable database is one line, not a stack trace.
  const message =
    error instanceof CourierError ? error.message : `Courier could not start: ${(error as Error).message}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
