// Builds the Express app from its parts without listening, so tests run it in-process.
import express from 'express';
import type { Express } from 'express';
import helmet from 'helmet';
import type { Transport } from '@courier/core';
import type { Logger } from 'pino';
import { adminRoutes, createAdminService } from './areas/admin/index.js';
import { analysisRoutes, createAnalysisService, responseRecorder } from './areas/analysis/index.js';
import {
  accountAuthenticator,
  type AccountService,
  authRoutes,
  createAccountService,
  createTokenSigner,
  PRODUCTION_SCRYPT_COST,
} from './areas/auth/index.js';
import { echoRoutes } from './areas/echo/index.js';
import {
  createOpenedRepositoryHolder,
  environmentRoutes,
  filesAccess,
  filesRoutes,
  openRoutes,
  type OpenedRepositoryHolder,
} from './areas/files/index.js';
import { healthRoutes } from './areas/health/index.js';
import {
  createMockService,
  mockActivityNotices,
  mockRoutes,
  mockServeRoutes,
  responseScripts,
} from './areas/mock/index.js';
import { createThemeService, themeRoutes } from './areas/themes/index.js';
import { createOutboundTransport, createProxyService, proxyRoutes } from './areas/proxy/index.js';
import {
  createOutboundSettingsService,
  outboundSettingsRoutes,
  proxyTransportOf,
  type OutboundSettingsService,
} from './areas/outbound/index.js';
import { createTeamsService, teamRoutes } from './areas/teams/index.js';
import {
  createContentService,
  createPresenceService,
  createWorkspacesService,
  workspaceRoutes,
} from './areas/workspaces/index.js';
import { webAppRoutes } from './areas/web/index.js';
import {
  createWebSocketRelay,
  createWebSocketService,
  type WebSocketRelay,
  websocketRoutes,
} from './areas/websocket/index.js';
import { idempotentReplies } from './http/idempotentReplies.js';
import type { ServerConfig } from './config.js';
import type { Db } from './db/database.js';
import type { Authenticator } from './http/authenticate.js';
import { apiNotFound, errorHandler } from './http/errorHandler.js';
import { localOnly } from './http/localOnly.js';
import { refuseNulInUrl } from './http/refuseNul.js';
import { requestLog } from './http/requestLog.js';
import { localLiveChannel } from './live/localLiveChannel.js';
import type { LiveChannel } from './live/liveChannel.js';
import { createOpenStreams, liveStreamLimits, type OpenStreams } from './live/openStreams.js';
import { liveRoutes } from './live/routes.js';

export type AppConfig = Pick<
  ServerConfig,
  | 'mode'
  | 'host'
  | 'webDir'
  | 'bodyLimitBytes'
  | 'responseLimitBytes'
  | 'proxyTimeoutMs'
  | 'proxyMaxRedirects'
  | 'proxyRateLimitPerMinute'
  | 'proxyConcurrencyPerUser'
  | 'allowedOrigins'
  | 'secret'
> &
  Partial<
    Pick<
      ServerConfig,
      'trustProxy' | 'proxyAllowlist' | 'liveStreamsPerAccount' | 'liveStreamsPerInstance' | 'filesRoot'
    >
  >;

export interface AppDeps {
  config: AppConfig;
  db: Db;
  logger: Logger;
  /** Sends proxied requests: core's undici transport, with the address policy in hosted mode. */
  transport: Transport;
  /** Accounts (areas/auth); made from `db` and `config.secret` with production scrypt cost when absent. */
  accounts?: AccountService;
  /** Who a request belongs to; by default the signed-in account of a Bearer token or X-API-Key. */
  authenticate?: Authenticator;
  /** `performance.now()` when the server started, for the health uptime. */
  startedAt?: number;
  /** Events to connected browsers (live/openLiveChannel.ts); only SQLite may leave it to the default. */
  live?: LiveChannel;
  /** Upstream WebSockets opened for users; whoever stops the server closes them (closeAll). */
  websocketRelay?: WebSocketRelay;
  /** The live streams this instance holds, within the config's limits; whoever stops the server ends them (endAll). */
  liveStreams?: OpenStreams;
  /** Settings › Certificates and proxy (local mode); whoever stops the server closes their transports. */
  outboundSettings?: OutboundSettingsService;
  /**
   * The repository open now (`--open`, or opened from the browser): its collections are edited in its
   * files. Whoever stops the server closes it; none is open when absent.
   */
  repositories?: OpenedRepositoryHolder;
}

export function createApp({
  config,
  db,
  logger,
  transport,
  accounts = createAccountService(db, createTokenSigner(config.secret), PRODUCTION_SCRYPT_COST),
  authenticate = accountAuthenticator(accounts),
  startedAt = performance.now(),
  live = localLiveChannel(db, logger),
  websocketRelay = createWebSocketRelay({ mode: config.mode, allowlist: config.proxyAllowlist }),
  liveStreams = createOpenStreams(liveStreamLimits(config)),
  outboundSettings = createOutboundSettingsService(db, (settings) =>
    createOutboundTransport({ mode: config.mode, proxyAllowlist: config.proxyAllowlist ?? [] }, { settings }),
  ),
  repositories = createOpenedRepositoryHolder({ root: config.filesRoot }),
}: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // API answers are never revalidated, and hashing every proxied response body (up to the response
  // limit) for an ETag would cost more than the proxy itself. Static files keep their own ETags.
  app.set('etag', false);
  // Only the configured reverse proxies may name the client (req.ip, which the sign-in limits count).
  if (config.trustProxy?.length) app.set('trust proxy', config.trustProxy);
  app.use(requestLog(logger));
  // Before every router, served mocks included: one rule for U+0000 in any URL (http/refuseNul.ts).
  app.use(refuseNulInUrl);
  // Served mocks answer any client with the headers their routes set, so they come before the app's
  // own security headers; each answer carries a sandbox of its own instead, which no route can lift
  // (areas/mock/sandbox.ts, docs/decisions/0029-mock-responses-sandboxed.md).
  const mock = createMockService(db, { logger, scripts: responseScripts(), activity: mockActivityNotices(live) });
  app.use('/mock', mockServeRoutes(mock, { authenticate, bodyLimitBytes: config.bodyLimitBytes }));
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // The script sandbox is a Worker started from a blob URL.
          'worker-src': ["'self'", 'blob:'],
          'connect-src': ["'self'"],
          // CodeMirror injects its styles at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          // Profile avatars are links to pictures on other sites; https only.
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'font-src': ["'self'", 'data:'],
          // Local mode is plain http on loopback: upgrading would break every request.
          'upgrade-insecure-requests': null,
        },
      },
      // The OAuth popup reports back through window.opener, which same-origin would cut.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );

  const proxy = createProxyService(transport, config, db, logger);
  // Every proxied reply is recorded for its owner's response analysis, after it is written.
  const recorder = responseRecorder(db, logger, { authenticate, mode: config.mode });
  const api = express.Router();
  // Local mode signs nobody in (or only the demo administrator, whose password is public): every
  // call, not only the proxy, must come from this server's own app and not from another site's page.
  if (config.mode === 'local') api.use(localOnly(config));
  api.use(healthRoutes(db, startedAt));
  api.use(echoRoutes({ bodyLimitBytes: config.bodyLimitBytes }));
  api.use(authRoutes(accounts, authenticate));
  api.use(adminRoutes(createAdminService(db, accounts), authenticate));
  api.use(
    proxyRoutes(proxy, {
      mode: config.mode,
      bodyLimitBytes: config.bodyLimitBytes,
      rateLimitPerMinute: config.proxyRateLimitPerMinute,
      concurrencyPerUser: config.proxyConcurrencyPerUser,
      authenticate,
      afterReply: (send) => recorder.record(send),
      transportOf: proxyTransportOf(outboundSettings, db, { mode: config.mode, authenticate }),
    }),
  );
  api.use(outboundSettingsRoutes(outboundSettings, db, { mode: config.mode, authenticate }));
  api.use(teamRoutes(createTeamsService(db, live), authenticate));
  const content = createContentService(db, live);
  const workspaces = createWorkspacesService(db, live, content, logger);
  api.use(workspaceRoutes(workspaces, content, createPresenceService(db), authenticate, idempotentReplies(db)));
  api.use(liveRoutes(live, authenticate, liveStreams));
  api.use(mockRoutes(mock, { mode: config.mode, authenticate }));
  const websocket = createWebSocketService({ relay: websocketRelay, db, live, logger });
  api.use(websocketRoutes(websocket, { mode: config.mode, authenticate }));
  api.use(themeRoutes(createThemeService(db), { mode: config.mode, authenticate }));
  api.use(analysisRoutes(createAnalysisService(db, recorder), { mode: config.mode, authenticate }));
  // This machine's files, for this machine's browser; in hosted mode only inside the root an
  // administrator set, and only for administrators (docs/decisions/0051-opening-repositories-at-run-time.md).
  if (config.mode === 'local' || config.filesRoot !== undefined) {
    api.use('/files', filesAccess(config.mode, authenticate));
    api.use(filesRoutes(repositories, { bodyLimitBytes: config.bodyLimitBytes }));
    api.use(openRoutes(repositories));
    api.use(environmentRoutes(repositories, { bodyLimitBytes: config.bodyLimitBytes }));
  }
  api.use(apiNotFound);
  app.use('/api', api);
  app.use(webAppRoutes(config.webDir));
  app.use(errorHandler(logger));
  return app;
}
