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
import { ForbiddenError, NotFoundError } from '../../errors/serverErrors.js';
import { LOCAL_OWNER_ID } from '../../http/personalOwner.js';
import { can } from '../workspaces/index.js';
import type { MockActivity } from './activityNotices.js';
import './linearRegexFallback.js';
import { logWriter, type LogWriter } from './logWriter.js';
import { assertMayChange, changeableOwners, workspaceIdOf, workspaceOwner, type MockCaller } from './caller.js';
import * as repo from './repo.js';
import type { ResponseScripts } from './responseScript.js';
import { mockWorkspaces, type MockWorkspaces } from './workspaceAccess.js';

/** A log keeps this much of a request body. */
const LOGGED_BODY_CHARS = 16 * 1024;
/** How long a served copy is trusted before checking the database for a change another instance made. */
const SERVED_RECHECK_MS = 1000;

type ConfigInput = z.output<typeof MockConfigInputSchema>;
type RouteInput = z.output<typeof MockRouteInputSchema>;

/** What answering a request gives: a reply, or why nothing answered. */
type MockAnswer =
  | { matched: true; reply: MockReply; config: MockConfig; routeId: string; choice: string; error?: string }
  | { matched: false; status: number; message: string; explanation: MockMissExplanation | null; config?: MockConfig };

export interface MockServiceOptions {
  logger: Logger;
  scripts: ResponseScripts;
  /** Told when an owner's log grew or was cleared, so their open views refresh without polling. */
  activity?: MockActivity;
  /** Users' current workspaces and roles; by default read from the workspaces area's tables. */
  workspaces?: MockWorkspaces;
}

interface Served {
  ownerId: string;
  config: MockConfig;
  compiled: CompiledConfig;
  checkedAt: number;
}

/**
 * Every call acts for a caller (caller.ts): it sees its own configurations and its current
 * workspace's; an id outside them is not found, and a workspace's viewer may not change one.
 */
export interface MockService {
  /** Who a call acts for: the user (or the local identity), with their current workspace. */
  caller(userId: string): Promise<MockCaller>;
  /** Whether the user may call an owner's private configuration: their own, or their workspace's. */
  mayCallPrivate(userId: string, ownerId: string): Promise<boolean>;
  list(caller: MockCaller): Promise<MockConfig[]>;
  get(caller: MockCaller, id: string): Promise<MockConfig>;
  /** Held by the caller, or with `workspaceId` by a workspace where the caller may write. */
  create(caller: MockCaller, input: ConfigInput): Promise<MockConfig>;
  update(caller: MockCaller, id: string, changes: Partial<ConfigInput>): Promise<MockConfig>;
  remove(caller: MockCaller, id: string): Promise<void>;
  addRoute(caller: MockCaller, configId: string, input: RouteInput): Promise<{ route: MockRoute; warnings: string[] }>;
  updateRoute(
    caller: MockCaller,
    configId: string,
    routeId: string,
    input: RouteInput,
  ): Promise<{ route: MockRoute; warnings: string[] }>;
  removeRoute(caller: MockCaller, configId: string, routeId: string): Promise<void>;
  /** A new configuration with the given routes; routes that cannot be served are left out with a warning each. */
  createWithRoutes(
    caller: MockCaller,
    input: ConfigInput,
    routes: MockRouteInput[],
  ): Promise<{ config: MockConfig; warnings: string[] }>;
  reorderRoutes(caller: MockCaller, configId: string, routeIds: string[]): Promise<MockConfig>;
  logs(caller: MockCaller, limit: number): Promise<MockLogEntry[]>;
  /** Clears what the caller may change: their own log, and their workspace's unless a viewer there. */
  clearLogs(caller: MockCaller): Promise<void>;
  stats(caller: MockCaller): Promise<MockStats>;
  /** The configuration at a served slug, with its owner; undefined when none. */
  served(slug: string): Promise<Served | undefined>;
  /** Answers a request for one served configuration and logs it. */
  answerServed(served: Served, request: MockRequest, url: string): Promise<MockAnswer>;
  /** Answers a Tester request against one of the caller's configurations, or all of them. */
  answerTest(caller: MockCaller, request: MockRequest, url: string, slug?: string): Promise<MockAnswer>;
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
  { logger, scripts, activity = () => undefined, workspaces = mockWorkspaces(db) }: MockServiceOptions,
): MockService {
  const log: LogWriter = logWriter(db, logger, activity);
  const servedBySlug = new Map<string, Served>();
  const now = () => new Date().toISOString();

  async function found(caller: MockCaller, id: string): Promise<repo.OwnedConfig> {
    const owned = await repo.findConfig(db, caller.owners, id);
    if (!owned) throw new NotFoundError('Mock configuration not found');
    return owned;
  }
  const own = async (caller: MockCaller, id: string): Promise<MockConfig> => (await found(caller, id)).config;
  /** A configuration the caller may change, with its owner. */
  async function changeable(caller: MockCaller, id: string): Promise<repo.OwnedConfig> {
    const owned = await found(caller, id);
    assertMayChange(caller, owned.ownerId);
    return owned;
  }

  /** Whose a new configuration is: the caller's, or a workspace's where they may write (else 404/403). */
  async function ownerForNew(caller: MockCaller, workspaceId: string | undefined): Promise<string> {
    if (workspaceId === undefined) return caller.userId;
    const role = await workspaces.roleIn(caller.userId, workspaceId);
    if (!role) throw new NotFoundError('Workspace not found');
    if (!can(role, 'write'))
      throw new ForbiddenError('Viewers can open and send requests but not change this workspace');
    return workspaceOwner(workspaceId);
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
      const { reply, error } = await scripts.run(script, request, url, base);
      return { matched: true, reply, config: entry.config, routeId, choice: hit.choice, ...(error && { error }) };
    }
    const explanation = explainMiss(
      entries.map((entry) => entry.compiled),
      request,
    );
    return { matched: false, status: 404, message: 'No Mock Match Found', explanation, config: entries[0]?.config };
  }

  async function create(caller: MockCaller, input: ConfigInput): Promise<MockConfig> {
    basePathOf(input.baseUrl);
    const owner = await ownerForNew(caller, input.workspaceId);
    const at = now();
    const id = createId();
    await repo.insertConfig(db, {
      id,
      owner_id: owner,
      slug: newSlug(),
      name: input.name,
      base_url: input.baseUrl,
      enabled: input.enabled ? 1 : 0,
      access: input.access,
      created_at: at,
      updated_at: at,
    });
    return (await repo.findConfig(db, [owner], id))!.config;
  }

  return {
    async caller(userId) {
      const workspace = userId === LOCAL_OWNER_ID ? undefined : await workspaces.current(userId);
      return { userId, owners: workspace ? [userId, workspaceOwner(workspace.id)] : [userId], workspace };
    },

    async mayCallPrivate(userId, ownerId) {
      const workspaceId = workspaceIdOf(ownerId);
      if (workspaceId === undefined) return userId === ownerId;
      return (await workspaces.roleIn(userId, workspaceId)) !== undefined;
    },

    list: (caller) => repo.listConfigs(db, caller.owners),
    get: own,

    create,

    async update(caller, id, changes) {
      const { config, ownerId } = await changeable(caller, id);
      if (changes.baseUrl !== undefined) basePathOf(changes.baseUrl);
      await repo.updateConfig(db, ownerId, id, {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.baseUrl !== undefined && { base_url: changes.baseUrl }),
        ...(changes.enabled !== undefined && { enabled: changes.enabled ? 1 : 0 }),
        ...(changes.access !== undefined && { access: changes.access }),
        updated_at: now(),
      });
      servedBySlug.delete(config.slug);
      return own(caller, id);
    },

    async remove(caller, id) {
      const { config, ownerId } = await changeable(caller, id);
      await repo.deleteConfig(db, ownerId, id);
      servedBySlug.delete(config.slug);
    },

    async addRoute(caller, configId, input) {
      const { config } = await changeable(caller, configId);
      const route: MockRoute = { ...input, id: createId() };
      checkRoute(route);
      await repo.insertRoute(db, config.id, route);
      await changed(config);
      return { route, warnings: warningsOf(await own(caller, configId)) };
    },

    async updateRoute(caller, configId, routeId, input) {
      const { config } = await changeable(caller, configId);
      if (!config.routes.some((route) => route.id === routeId)) throw new NotFoundError('Route not found');
      const route: MockRoute = { ...input, id: routeId };
      checkRoute(route);
      await repo.updateRoute(db, config.id, route);
      await changed(config);
      return { route, warnings: warningsOf(await own(caller, configId)) };
    },

    async removeRoute(caller, configId, routeId) {
      const { config } = await changeable(caller, configId);
      if (!config.routes.some((route) => route.id === routeId)) throw new NotFoundError('Route not found');
      await repo.deleteRoute(db, config.id, routeId);
      await changed(config);
    },

    async createWithRoutes(caller, input, routes) {
      const config = await create(caller, input);
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
      const created = await own(caller, config.id);
      return { config: created, warnings: [...warnings, ...warningsOf(created)] };
    },

    async reorderRoutes(caller, configId, routeIds) {
      const { config } = await changeable(caller, configId);
      const current = config.routes.map((route) => route.id);
      const same = routeIds.length === current.length && new Set(routeIds).size === routeIds.length;
      if (!same || !routeIds.every((id) => current.includes(id))) {
        throw new ValidationError('The new order must list every route of the configuration once');
      }
      await db.transaction().execute((trx) => repo.setRoutePositions(trx, config.id, routeIds));
      await changed(config);
      return own(caller, configId);
    },

    async logs(caller, limit) {
      await log.flush();
      return repo.listLogs(db, caller.owners, limit);
    },

    async clearLogs(caller) {
      await log.flush();
      const owners = changeableOwners(caller);
      await repo.clearLogs(db, owners);
      for (const owner of owners) activity(owner, 0);
    },

    async stats(caller) {
      await log.flush();
      return repo.counts(db, caller.owners, new Date(Date.now() - MOCK_RECENT_WINDOW_MS).toISOString());
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

    async answerTest(caller, request, url, slug) {
      const configs = await repo.listConfigs(db, caller.owners);
      const chosen = slug === undefined ? configs : configs.filter((config) => config.slug === slug);
      const entries: Served[] = [];
      for (const config of chosen) {
        const entry = await served(config.slug);
        if (entry && caller.owners.includes(entry.ownerId)) entries.push(entry);
      }
      const result = await answer(
        entries.filter((entry) => entry.config.enabled || slug !== undefined),
        request,
        url,
      );
      // Logged where a hit on the served URL would be: a workspace's configuration in its log.
      const answeredBy = entries.find((entry) => entry.config.id === result.config?.id);
      record(answeredBy?.ownerId ?? caller.userId, request, url, result);
      return result;
    },

    flush: () => log.flush(),
  };
}
