// The mock server: an owner's configurations and routes, the requests they answered, and the
// answering itself, for served URLs and for the Tester alike.
import { randomBytes } from 'node:crypto';
import {
  MOCK_RECENT_WINDOW_MS,
  ValidationError,
  assertBodyWithinLimit,
  basePathOf,
  compileConfig,
  compileRoute,
  createId,
  explainMiss,
  matchRequest,
  replyFor,
  type CompiledConfig,
  type MockConfig,
  type MockLogEntry,
  type MockMissExplanation,
  type MockReply,
  type MockRequest,
  type MockRoute,
  type MockStats,
  type MockConfigInputSchema,
  type MockRouteInput,
  MockRouteInputSchema,
  messageOf,
} from '@courier/core';
import type { Logger } from 'pino';
import type * as z from 'zod';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../errors/serverErrors.js';
import type { MockActivity } from './activityNotices.js';
import './linearRegexFallback.js';
import { logWriter, type LogWriter } from './logWriter.js';
import * as repo from './repo.js';
import type { ResponseScripts } from './responseScript.js';

/** A log keeps this much of a request body. */
const LOGGED_BODY_CHARS = 16 * 1024;
/** How long a served copy is trusted before checking the database for a change another instance made. */
const SERVED_RECHECK_MS = 1000;

export type ConfigInput = z.output<typeof MockConfigInputSchema>;
export type RouteInput = z.output<typeof MockRouteInputSchema>;

/** What answering a request gives: a reply, or why nothing answered. */
export type MockAnswer =
  | { matched: true; reply: MockReply; config: MockConfig; routeId: string; choice: string; error?: string }
  | { matched: false; status: number; message: string; explanation: MockMissExplanation | null; config?: MockConfig };

export interface MockServiceOptions {
  logger: Logger;
  scripts: ResponseScripts;
  /** Told when an owner's log grew or was cleared, so their open views refresh without polling. */
  activity?: MockActivity;
}

interface Served {
  ownerId: string;
  config: MockConfig;
  compiled: CompiledConfig;
  checkedAt: number;
}

export interface MockService {
  list(ownerId: string): Promise<MockConfig[]>;
  get(ownerId: string, id: string): Promise<MockConfig>;
  create(ownerId: string, input: ConfigInput): Promise<MockConfig>;
  update(ownerId: string, id: string, changes: Partial<ConfigInput>): Promise<MockConfig>;
  remove(ownerId: string, id: string): Promise<void>;
  addRoute(ownerId: string, configId: string, input: RouteInput): Promise<{ route: MockRoute; warnings: string[] }>;
  updateRoute(
    ownerId: string,
    configId: string,
    routeId: string,
    input: RouteInput,
  ): Promise<{ route: MockRoute; warnings: string[] }>;
  removeRoute(ownerId: string, configId: string, routeId: string): Promise<void>;
  /** A new configuration with the given routes; routes that cannot be served are left out with a warning each. */
  createWithRoutes(
    ownerId: string,
    input: ConfigInput,
    routes: MockRouteInput[],
  ): Promise<{ config: MockConfig; warnings: string[] }>;
  reorderRoutes(ownerId: string, configId: string, routeIds: string[]): Promise<MockConfig>;
  logs(ownerId: string, limit: number): Promise<MockLogEntry[]>;
  clearLogs(ownerId: string): Promise<void>;
  stats(ownerId: string): Promise<MockStats>;
  /** The configuration at a served slug, with its owner; undefined when none. */
  served(slug: string): Promise<Served | undefined>;
  /** Answers a request for one served configuration and logs it. */
  answerServed(served: Served, request: MockRequest, url: string): Promise<MockAnswer>;
  /** Answers a Tester request against one of the owner's configurations, or all of them. */
  answerTest(ownerId: string, request: MockRequest, url: string, slug?: string): Promise<MockAnswer>;
  /** Writes pending log entries. */
  flush(): Promise<void>;
}

function newSlug(): string {
  return randomBytes(16).toString('base64url');
}

/** The first problem of a route, found by compiling it as it will be served. */
function checkRoute(route: MockRoute): void {
  compileRoute(route);
  assertBodyWithinLimit(route.response);
  for (const alternative of route.alternatives) assertBodyWithinLimit(alternative.response);
}

export function createMockService(
  db: Db,
  { logger, scripts, activity = () => undefined }: MockServiceOptions,
): MockService {
  const log: LogWriter = logWriter(db, logger, activity);
  const servedBySlug = new Map<string, Served>();
  const now = () => new Date().toISOString();

  async function own(ownerId: string, id: string): Promise<MockConfig> {
    const config = await repo.findConfig(db, ownerId, id);
    if (!config) throw new NotFoundError('Mock configuration not found');
    return config;
  }

  async function changed(config: MockConfig): Promise<void> {
    await repo.touchConfig(db, config.id, now());
    servedBySlug.delete(config.slug);
  }

  function warningsOf(config: MockConfig): string[] {
    return compileConfig(config).warnings;
  }

  async function served(slug: string): Promise<Served | undefined> {
    const cached = servedBySlug.get(slug);
    const at = Date.now();
    if (cached && at - cached.checkedAt < SERVED_RECHECK_MS) return cached;
    if (cached && (await repo.updatedAtOfSlug(db, slug)) === cached.config.updatedAt) {
      cached.checkedAt = at;
      return cached;
    }
    const found = await repo.findBySlug(db, slug);
    if (!found) {
      servedBySlug.delete(slug);
      return undefined;
    }
    const fresh = { ...found, compiled: compileConfig(found.config), checkedAt: at };
    servedBySlug.set(slug, fresh);
    return fresh;
  }

  function record(ownerId: string, request: MockRequest, url: string, answer: MockAnswer): void {
    log.add({
      id: createId(),
      owner_id: ownerId,
      config_id: answer.config?.id ?? null,
      route_id: answer.matched ? answer.routeId : null,
      method: request.method,
      url,
      body: request.body.slice(0, LOGGED_BODY_CHARS),
      timestamp: now(),
      matched: answer.matched ? 1 : 0,
      status: answer.matched ? answer.reply.status : answer.status,
      error: answer.matched ? (answer.error ?? null) : null,
      explanation: answer.matched || !answer.explanation ? null : JSON.stringify(answer.explanation),
    });
  }

  async function answer(entries: Served[], request: MockRequest, url: string): Promise<MockAnswer> {
    for (const entry of entries) {
      const hit = matchRequest(entry.compiled, request);
      if (!hit) continue;
      const base = await replyFor(hit);
      const script = hit.route.route.script;
      const routeId = hit.route.route.id;
      if (script.trim() === '')
        return { matched: true, reply: base, config: entry.config, routeId, choice: hit.choice };
      const outcome = await scripts.run(script, request, url, base);
      if (outcome.ok) return { matched: true, reply: outcome.reply, config: entry.config, routeId, choice: hit.choice };
      const error = `Response script failed: ${outcome.error}`;
      const reply: MockReply = {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ success: false, message: error }),
        delay: 0,
      };
      return { matched: true, reply, config: entry.config, routeId, choice: hit.choice, error };
    }
    const explanation = explainMiss(
      entries.map((entry) => entry.compiled),
      request,
    );
    return { matched: false, status: 404, message: 'No Mock Match Found', explanation, config: entries[0]?.config };
  }

  async function create(ownerId: string, input: ConfigInput): Promise<MockConfig> {
    basePathOf(input.baseUrl);
    const at = now();
    const id = createId();
    await repo.insertConfig(db, {
      id,
      owner_id: ownerId,
      slug: newSlug(),
      name: input.name,
      base_url: input.baseUrl,
      enabled: input.enabled ? 1 : 0,
      access: input.access,
      created_at: at,
      updated_at: at,
    });
    return own(ownerId, id);
  }

  return {
    list: (ownerId) => repo.listConfigs(db, ownerId),
    get: own,

    create,

    async update(ownerId, id, changes) {
      const config = await own(ownerId, id);
      if (changes.baseUrl !== undefined) basePathOf(changes.baseUrl);
      await repo.updateConfig(db, ownerId, id, {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.baseUrl !== undefined && { base_url: changes.baseUrl }),
        ...(changes.enabled !== undefined && { enabled: changes.enabled ? 1 : 0 }),
        ...(changes.access !== undefined && { access: changes.access }),
        updated_at: now(),
      });
      servedBySlug.delete(config.slug);
      return own(ownerId, id);
    },

    async remove(ownerId, id) {
      const config = await own(ownerId, id);
      await repo.deleteConfig(db, ownerId, id);
      servedBySlug.delete(config.slug);
    },

    async addRoute(ownerId, configId, input) {
      const config = await own(ownerId, configId);
      const route: MockRoute = { ...input, id: createId() };
      checkRoute(route);
      await repo.insertRoute(db, config.id, route);
      await changed(config);
      return { route, warnings: warningsOf(await own(ownerId, configId)) };
    },

    async updateRoute(ownerId, configId, routeId, input) {
      const config = await own(ownerId, configId);
      if (!config.routes.some((route) => route.id === routeId)) throw new NotFoundError('Route not found');
      const route: MockRoute = { ...input, id: routeId };
      checkRoute(route);
      await repo.updateRoute(db, config.id, route);
      await changed(config);
      return { route, warnings: warningsOf(await own(ownerId, configId)) };
    },

    async removeRoute(ownerId, configId, routeId) {
      const config = await own(ownerId, configId);
      if (!config.routes.some((route) => route.id === routeId)) throw new NotFoundError('Route not found');
      await repo.deleteRoute(db, config.id, routeId);
      await changed(config);
    },

    async createWithRoutes(ownerId, input, routes) {
      const config = await create(ownerId, input);
      const warnings: string[] = [];
      for (const input of routes) {
        try {
          const route: MockRoute = { ...MockRouteInputSchema.parse(input), id: createId() };
          checkRoute(route);
          await repo.insertRoute(db, config.id, route);
        } catch (error) {
          warnings.push(`${input.method ?? 'GET'} ${input.path} was left out: ${messageOf(error)}`);
        }
      }
      await changed(config);
      const created = await own(ownerId, config.id);
      return { config: created, warnings: [...warnings, ...warningsOf(created)] };
    },

    async reorderRoutes(ownerId, configId, routeIds) {
      const config = await own(ownerId, configId);
      const current = config.routes.map((route) => route.id);
      const same = routeIds.length === current.length && new Set(routeIds).size === routeIds.length;
      if (!same || !routeIds.every((id) => current.includes(id))) {
        throw new ValidationError('The new order must list every route of the configuration once');
      }
      await db.transaction().execute((trx) => repo.setRoutePositions(trx, config.id, routeIds));
      await changed(config);
      return own(ownerId, configId);
    },

    async logs(ownerId, limit) {
      await log.flush();
      return repo.listLogs(db, ownerId, limit);
    },

    async clearLogs(ownerId) {
      await log.flush();
      await repo.clearLogs(db, ownerId);
      activity(ownerId, 0);
    },

    async stats(ownerId) {
      await log.flush();
      return repo.counts(db, ownerId, new Date(Date.now() - MOCK_RECENT_WINDOW_MS).toISOString());
    },

    served,

    async answerServed(entry, request, url) {
      const result: MockAnswer = entry.config.enabled
        ? await answer([entry], request, url)
        : {
            matched: false,
            status: 404,
            message: `Mock configuration '${entry.config.name}' is disabled`,
            explanation: null,
            config: entry.config,
          };
      record(entry.ownerId, request, url, result);
      return result;
    },

    async answerTest(ownerId, request, url, slug) {
      const configs = await repo.listConfigs(db, ownerId);
      const chosen = slug === undefined ? configs : configs.filter((config) => config.slug === slug);
      const entries: Served[] = [];
      for (const config of chosen) {
        const entry = await served(config.slug);
        if (entry && entry.ownerId === ownerId) entries.push(entry);
      }
      const result = await answer(
        entries.filter((entry) => entry.config.enabled || slug !== undefined),
        request,
        url,
      );
      record(ownerId, request, url, result);
      return result;
    },

    flush: () => log.flush(),
  };
}
