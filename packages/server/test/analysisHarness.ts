// Test helper: a server per test on one dialect, a local upstream, and the calls response
// analysis tests make: a Send through the real /api/proxy, the cache listing, and rows stored
// directly for figures that must not depend on real timings. Call it inside a describe block.
import { createHash } from 'node:crypto';
import type { Upstream } from '@courier/testkit/servers';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { insertResponses, type NewResponseRow } from '../src/areas/analysis/cacheRepo.js';
import { SECRET_VALUES_HEADER } from '../src/areas/analysis/secretValues.js';
import type { DatabaseTarget } from '../src/config.js';
import type { Db } from '../src/db/database.js';
import { LOCAL_OWNER_ID } from '../src/http/personalOwner.js';
import { accountsApi, type AccountsApi, type Credentials } from './accountsApi.js';
import { startAnalysisUpstream } from './analysisUpstream.js';
import { post } from './call.js';
import { startTestServer, type TestServer, type TestServerOptions } from './startTestServer.js';

export const BASE = '/api/advanced-response';
export const HOUR = 60 * 60 * 1000;
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface ListedResponse {
  id: string;
  request: { method: string; url: string };
  response: { status: number; bodyKept: boolean };
  metadata: { environment: string | null; cachedAt: string; baseline: boolean };
  performance: { total: number; size: { response: number } };
  /** Where a search found its first word. */
  foundIn?: string;
}

export interface SendOptions {
  method?: string;
  environment?: string;
  as?: Credentials;
  headers?: Array<{ name: string; value: string }>;
  /** A text body sent as is. */
  body?: string;
  /** `user:password` before the upstream's host. */
  userinfo?: string;
  /** The values of the secret variables the send used, as the web app names them to the proxy. */
  secretValues?: string[];
}

export function analysisHarness(dialect: DatabaseTarget['dialect']) {
  let upstream: Upstream | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    upstream = await startAnalysisUpstream();
  });
  afterAll(async () => upstream?.close());
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const running = (): TestServer => {
    if (!server) throw new Error('start() the server first');
    return server;
  };
  const upstreamUrl = (): string => {
    if (!upstream) throw new Error('The upstream starts before the tests');
    return upstream.url;
  };

  return {
    upstreamUrl,
    db: (): Db => running().db,

    async start(config: TestServerOptions['config'] = {}): Promise<AccountsApi> {
      server = await startTestServer({ dialect, config });
      return accountsApi(server);
    },

    /** One Send through the proxy, as the web app makes it. */
    async send(path: string, options: SendOptions = {}) {
      const headers: Record<string, string> = {};
      if (options.environment !== undefined) headers['x-courier-environment'] = encodeURIComponent(options.environment);
      if (options.as?.token) headers.authorization = `Bearer ${options.as.token}`;
      if (options.secretValues) {
        headers[SECRET_VALUES_HEADER] = encodeURIComponent(JSON.stringify(options.secretValues));
      }
      const origin = options.userinfo ? upstreamUrl().replace('://', `://${options.userinfo}@`) : upstreamUrl();
      const reply = await post(
        `${running().url}/api/proxy`,
        {
          method: options.method ?? 'GET',
          url: `${origin}${path}`,
          headers: options.headers ?? [],
          ...(options.body !== undefined ? { body: { type: 'text', text: options.body } } : {}),
        },
        headers,
      );
      expect(reply.status).toBe(200);
      // The list is newest first by the millisecond a send was made; on a fast machine two sends
      // can share one, and their order is then a tie. A person's sends never do, and the tests
      // that read "the later one" rely on that, so the next send waits for the clock to move.
      const answeredAt = Date.now();
      while (Date.now() === answeredAt) await new Promise((resolve) => setTimeout(resolve, 1));
      return reply.json.response as { status: number; body: string };
    },

    async list(api: AccountsApi, filter: Record<string, unknown> = {}, as?: Credentials) {
      const reply = await api.request('POST', `${BASE}/cache`, filter, as);
      expect(reply.status).toBe(200);
      return reply.json.data as {
        items: ListedResponse[];
        total: number;
        nextCursor: string | null;
        environments: string[];
      };
    },

    /** Rows stored directly; row n is n seconds old unless it says otherwise. */
    async insert(rows: Array<Partial<NewResponseRow>>, owner = LOCAL_OWNER_ID) {
      const now = Date.now();
      await insertResponses(
        running().db,
        rows.map((row, index) => ({
          owner_id: owner,
          id: `row${String(index).padStart(5, '0')}`,
          method: 'GET',
          url: 'http://api.test/items',
          environment: null,
          environment_key: null,
          status: 200,
          headers: '[]',
          content_type: 'application/json',
          body: '{}',
          body_encoding: 'utf8',
          body_hash: sha256('{}'),
          size: 2,
          total_ms: 10,
          cached_at: new Date(now - index * 1000).toISOString(),
          baseline: 0,
          ignore_rules: null,
          ...row,
        })),
      );
    },
  };
}
