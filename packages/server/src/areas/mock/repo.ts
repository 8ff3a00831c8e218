// The mock area's SQL: configurations with their routes in order, the request log and counters.
// Reads take the owners a caller sees (caller.ts), so nothing outside them is ever selected.
import type { Selectable } from 'kysely';
import { MockRouteInputSchema, type MockConfig, type MockLogEntry, type MockRoute } from '@courier/core';
import type { Db } from '../../db/database.js';
import type { MockConfigsTable, MockLogsTable } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';
import { workspaceIdOf } from './caller.js';

export type ConfigRow = Selectable<MockConfigsTable>;

function routeOfRow(row: { id: string; data: string }): MockRoute {
  return { ...MockRouteInputSchema.parse(JSON.parse(row.data)), id: row.id };
}

function routeData(route: MockRoute): string {
  const { id: _id, ...data } = route;
  return JSON.stringify(data);
}

function configOfRow(row: ConfigRow, routes: MockRoute[]): MockConfig {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    baseUrl: row.base_url,
    enabled: row.enabled === 1,
    access: row.access,
    workspaceId: workspaceIdOf(row.owner_id) ?? null,
    routes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface OwnedConfig {
  ownerId: string;
  config: MockConfig;
}

async function withRoutes(db: Executor, rows: ConfigRow[]): Promise<MockConfig[]> {
  if (rows.length === 0) return [];
  const routes = await db
    .selectFrom('mock_routes')
    .select(['id', 'config_id', 'data'])
    .where(
      'config_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('position')
    .execute();
  const byConfig = new Map<string, MockRoute[]>();
  for (const route of routes) {
    const list = byConfig.get(route.config_id) ?? [];
    list.push(routeOfRow(route));
    byConfig.set(route.config_id, list);
  }
  return rows.map((row) => configOfRow(row, byConfig.get(row.id) ?? []));
}

export async function listConfigs(db: Executor, owners: string[]): Promise<MockConfig[]> {
  const rows = await db
    .selectFrom('mock_configs')
    .selectAll()
    .where('owner_id', 'in', owners)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return withRoutes(db, rows);
}

export async function findConfig(db: Executor, owners: string[], id: string): Promise<OwnedConfig | undefined> {
  const row = await db
    .selectFrom('mock_configs')
    .selectAll()
    .where('owner_id', 'in', owners)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ownerId: row.owner_id, config: (await withRoutes(db, [row]))[0]! };
}

/** The configuration served at a slug, whoever owns it. */
export async function findBySlug(db: Executor, slug: string): Promise<OwnedConfig | undefined> {
  const row = await db.selectFrom('mock_configs').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) return undefined;
  return { ownerId: row.owner_id, config: (await withRoutes(db, [row]))[0]! };
}

/** Only the version stamp, so a served copy can check cheaply whether it is still current. */
export async function updatedAtOfSlug(db: Executor, slug: string): Promise<string | undefined> {
  const row = await db.selectFrom('mock_configs').select('updated_at').where('slug', '=', slug).executeTakeFirst();
  return row?.updated_at;
}

export async function insertConfig(db: Executor, row: ConfigRow): Promise<void> {
  await db.insertInto('mock_configs').values(row).execute();
}

export async function updateConfig(
  db: Executor,
  ownerId: string,
  id: string,
  changes: Partial<Pick<ConfigRow, 'name' | 'base_url' | 'enabled' | 'access'>> & { updated_at: string },
): Promise<void> {
  await db.updateTable('mock_configs').set(changes).where('owner_id', '=', ownerId).where('id', '=', id).execute();
}

export async function deleteConfig(db: Executor, ownerId: string, id: string): Promise<void> {
  await db.deleteFrom('mock_configs').where('owner_id', '=', ownerId).where('id', '=', id).execute();
}

export async function insertRoute(db: Executor, configId: string, route: MockRoute): Promise<void> {
  const last = await db
    .selectFrom('mock_routes')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('config_id', '=', configId)
    .executeTakeFirst();
  const position = Number(last?.position ?? -1) + 1;
  await db
    .insertInto('mock_routes')
    .values({ id: route.id, config_id: configId, position, data: routeData(route) })
    .execute();
}

export async function updateRoute(db: Executor, configId: string, route: MockRoute): Promise<void> {
  await db
    .updateTable('mock_routes')
    .set({ data: routeData(route) })
    .where('config_id', '=', configId)
    .where('id', '=', route.id)
    .execute();
}

export async function deleteRoute(db: Executor, configId: string, routeId: string): Promise<void> {
  await db.deleteFrom('mock_routes').where('config_id', '=', configId).where('id', '=', routeId).execute();
}

export async function setRoutePositions(db: Executor, configId: string, routeIds: string[]): Promise<void> {
  for (const [position, id] of routeIds.entries()) {
    await db
      .updateTable('mock_routes')
      .set({ position })
      .where('config_id', '=', configId)
      .where('id', '=', id)
      .execute();
  }
}

export async function touchConfig(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable('mock_configs').set({ updated_at: at }).where('id', '=', id).execute();
}

function logOfRow(row: Selectable<MockLogsTable>): MockLogEntry {
  return {
    id: row.id,
    configId: row.config_id,
    routeId: row.route_id,
    method: row.method,
    url: row.url,
    body: row.body,
    timestamp: row.timestamp,
    matched: row.matched === 1,
    status: row.status,
    error: row.error,
    explanation: row.explanation === null ? null : (JSON.parse(row.explanation) as MockLogEntry['explanation']),
  };
}

export async function listLogs(db: Executor, owners: string[], limit: number): Promise<MockLogEntry[]> {
  const rows = await db
    .selectFrom('mock_logs')
    .selectAll()
    .where('owner_id', 'in', owners)
    .orderBy('timestamp', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(logOfRow);
}

export type LogRow = Selectable<MockLogsTable>;

/** Writes a batch of log rows and adds them to their owners' counters, in one transaction. */
export async function appendLogs(db: Db, rows: LogRow[]): Promise<void> {
  if (rows.length === 0) return;
  const counts = new Map<string, { total: number; matched: number }>();
  for (const row of rows) {
    const count = counts.get(row.owner_id) ?? { total: 0, matched: 0 };
    count.total += 1;
    count.matched += row.matched;
    counts.set(row.owner_id, count);
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('mock_logs').values(rows).execute();
    for (const [owner, count] of counts) {
      await trx
        .insertInto('mock_counters')
        .values({ owner_id: owner, total_requests: count.total, matched_requests: count.matched })
        .onConflict((conflict) =>
          conflict.column('owner_id').doUpdateSet((eb) => ({
            total_requests: eb('mock_counters.total_requests', '+', count.total),
            matched_requests: eb('mock_counters.matched_requests', '+', count.matched),
          })),
        )
        .execute();
    }
  });
}

/** Keeps an owner's newest `keep` log entries. */
export async function pruneLogs(db: Executor, ownerId: string, keep: number): Promise<void> {
  const cutoff = await db
    .selectFrom('mock_logs')
    .select(['timestamp'])
    .where('owner_id', '=', ownerId)
    .orderBy('timestamp', 'desc')
    .offset(keep)
    .limit(1)
    .executeTakeFirst();
  if (cutoff) {
    await db
      .deleteFrom('mock_logs')
      .where('owner_id', '=', ownerId)
      .where('timestamp', '<=', cutoff.timestamp)
      .execute();
  }
}

export async function clearLogs(db: Db, owners: string[]): Promise<void> {
  if (owners.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('mock_logs').where('owner_id', 'in', owners).execute();
    await trx.deleteFrom('mock_counters').where('owner_id', 'in', owners).execute();
  });
}

export interface OwnerCounts {
  totalConfigs: number;
  enabledConfigs: number;
  totalRoutes: number;
  totalRequests: number;
  matchedRequests: number;
  recentRequests: number;
}

/** The statistics over the configurations, logs and counters of `owners` together. */
export async function counts(db: Executor, owners: string[], recentSince: string): Promise<OwnerCounts> {
  const [configs, routes, counters, recent] = await Promise.all([
    db
      .selectFrom('mock_configs')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('total'),
        eb.fn.sum<string | number | null>('enabled').as('enabled'),
      ])
      .where('owner_id', 'in', owners)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('mock_routes')
      .innerJoin('mock_configs', 'mock_configs.id', 'mock_routes.config_id')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .where('mock_configs.owner_id', 'in', owners)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('mock_counters')
      .select((eb) => [
        eb.fn.sum<string | number | null>('total_requests').as('total'),
        eb.fn.sum<string | number | null>('matched_requests').as('matched'),
      ])
      .where('owner_id', 'in', owners)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('mock_logs')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .where('owner_id', 'in', owners)
      .where('timestamp', '>=', recentSince)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalConfigs: Number(configs.total),
    enabledConfigs: Number(configs.enabled ?? 0),
    totalRoutes: Number(routes.total),
    totalRequests: Number(counters.total ?? 0),
    matchedRequests: Number(counters.matched ?? 0),
    recentRequests: Number(recent.total),
  };
}
