// The SQL of recorded responses: inserting batches, the filtered newest-first listing paged by
// cursor, single entries, baselines and retention. Every query names its owner.
import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AnalysisResponsesTable, Database } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';
import type { ResponseRow, ResponseSummaryRow } from './cachedResponse.js';
import type { CachePosition } from './cursor.js';
import { foundInColumn, searchConditions, textComparisonOf, type RecordingSearch } from './recordingSearch.js';

export type NewResponseRow = Insertable<AnalysisResponsesTable>;

export interface CacheFilter {
  environment?: string;
  method?: string;
  status?: number;
  url?: string;
  search?: RecordingSearch;
}

type ResponsesExpression = ExpressionBuilder<Database, 'analysis_responses'>;

const SUMMARY_COLUMNS = [
  'owner_id',
  'id',
  'method',
  'url',
  'environment',
  'environment_key',
  'status',
  'headers',
  'content_type',
  'body_encoding',
  'body_hash',
  'size',
  'total_ms',
  'cached_at',
  'baseline',
  'ignore_rules',
] as const;

/** Rows per INSERT: a batch of large bodies is still one statement of moderate size. */
const INSERT_CHUNK = 50;

export async function insertResponses(db: Executor, rows: NewResponseRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db
      .insertInto('analysis_responses')
      .values(rows.slice(start, start + INSERT_CHUNK))
      // An imported entry whose id the owner already has is a duplicate: the first one stays.
      .onConflict((conflict) => conflict.columns(['owner_id', 'id']).doNothing())
      .execute();
  }
}

function matching(db: Db, owner: string, filter: CacheFilter) {
  return (eb: ResponsesExpression) =>
    eb.and([
      eb('owner_id', '=', owner),
      ...(filter.environment !== undefined
        ? [eb('environment_key', '=', filter.environment.toLocaleLowerCase('en'))]
        : []),
      ...(filter.method !== undefined ? [eb('method', '=', filter.method)] : []),
      ...(filter.status !== undefined ? [eb('status', '=', filter.status)] : []),
      ...(filter.url !== undefined ? [eb('url', '=', filter.url)] : []),
      ...(filter.search ? searchConditions(eb, filter.search, textComparisonOf(db)) : []),
    ]);
}

export async function listResponses(
  db: Db,
  owner: string,
  filter: CacheFilter,
  limit: number,
  after: CachePosition | undefined,
): Promise<ResponseSummaryRow[]> {
  let query = db
    .selectFrom('analysis_responses')
    .select(SUMMARY_COLUMNS)
    .select(sql<number>`case when body is null then 0 else 1 end`.as('body_kept'))
    .select(foundInColumn(filter.search?.words ?? [], textComparisonOf(db)).as('found_in'))
    .where(matching(db, owner, filter));
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('cached_at', '<', after.cachedAt),
        eb.and([eb('cached_at', '=', after.cachedAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  return query.orderBy('cached_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function countResponses(db: Db, owner: string, filter: CacheFilter): Promise<number> {
  const row = await db
    .selectFrom('analysis_responses')
    .select((eb) => eb.fn.countAll().as('total'))
    .where(matching(db, owner, filter))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The environment names an owner's entries carry, for the filter's choices. */
export async function listEnvironments(db: Db, owner: string): Promise<string[]> {
  const rows = await db
    .selectFrom('analysis_responses')
    .select((eb) => eb.fn.min('environment').as('environment'))
    .where('owner_id', '=', owner)
    .where('environment_key', 'is not', null)
    .groupBy('environment_key')
    .orderBy('environment_key')
    .execute();
  return rows.flatMap((row) => (row.environment === null ? [] : [row.environment]));
}

export async function findResponse(db: Executor, owner: string, id: string): Promise<ResponseRow | undefined> {
  return db
    .selectFrom('analysis_responses')
    .selectAll()
    .where('owner_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteResponse(db: Db, owner: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('analysis_responses')
    .where('owner_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function clearResponses(db: Db, owner: string): Promise<number> {
  const result = await db.deleteFrom('analysis_responses').where('owner_id', '=', owner).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Makes `id` the one baseline of its (method, url), or unmarks it. */
export async function markBaseline(
  db: Executor,
  owner: string,
  row: Pick<ResponseRow, 'id' | 'method' | 'url'>,
  baseline: boolean,
  ignoreRules: string | null,
): Promise<void> {
  if (baseline) {
    await db
      .updateTable('analysis_responses')
      .set({ baseline: 0, ignore_rules: null })
      .where('owner_id', '=', owner)
      .where('url', '=', row.url)
      .where('method', '=', row.method)
      .where('baseline', '=', 1)
      .execute();
  }
  await db
    .updateTable('analysis_responses')
    .set({ baseline: baseline ? 1 : 0, ignore_rules: baseline ? ignoreRules : null })
    .where('owner_id', '=', owner)
    .where('id', '=', row.id)
    .execute();
}

export async function findBaseline(
  db: Db,
  owner: string,
  request: Pick<ResponseRow, 'method' | 'url'>,
): Promise<ResponseRow | undefined> {
  return db
    .selectFrom('analysis_responses')
    .selectAll()
    .where('owner_id', '=', owner)
    .where('url', '=', request.url)
    .where('method', '=', request.method)
    .where('baseline', '=', 1)
    .executeTakeFirst();
}

/**
 * Deletes an owner's entries older than `before` and those past the newest `maxEntries`. Baselines
 * stay until they are unmarked: drift is measured against them.
 */
export async function enforceRetention(db: Db, owner: string, before: string, maxEntries: number): Promise<void> {
  await db
    .deleteFrom('analysis_responses')
    .where('owner_id', '=', owner)
    .where('baseline', '=', 0)
    .where('cached_at', '<', before)
    .execute();
  const firstOver = await db
    .selectFrom('analysis_responses')
    .select(['cached_at', 'id'])
    .where('owner_id', '=', owner)
    .where('baseline', '=', 0)
    .orderBy('cached_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(maxEntries)
    .executeTakeFirst();
  if (!firstOver) return;
  await db
    .deleteFrom('analysis_responses')
    .where('owner_id', '=', owner)
    .where('baseline', '=', 0)
    .where((eb) =>
      eb.or([
        eb('cached_at', '<', firstOver.cached_at),
        eb.and([eb('cached_at', '=', firstOver.cached_at), eb('id', '<=', firstOver.id)]),
      ]),
    )
    .execute();
}

/** An owner's entries in pages, oldest first, with their bodies: what an export writes. */
export async function* allResponses(db: Db, owner: string, pageSize: number): AsyncGenerator<ResponseRow[]> {
  let after: CachePosition | undefined;
  for (;;) {
    let query = db.selectFrom('analysis_responses').selectAll().where('owner_id', '=', owner);
    if (after) {
      const { cachedAt, id } = after;
      query = query.where((eb) =>
        eb.or([eb('cached_at', '>', cachedAt), eb.and([eb('cached_at', '=', cachedAt), eb('id', '>', id)])]),
      );
    }
    const rows = await query.orderBy('cached_at').orderBy('id').limit(pageSize).execute();
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { cachedAt: last.cached_at, id: last.id };
    if (rows.length < pageSize) return;
  }
}
