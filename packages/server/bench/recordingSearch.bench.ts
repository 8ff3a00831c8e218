// Searching recorded responses (`npm run bench recordingSearch`): one owner at the default retention
// of 10,000 entries with 1 KB JSON bodies, beside 10,000 of another owner, on SQLite and PostgreSQL.
// Each search's first page (with its total) is timed beside the plain newest-first page as the
// anchor: a word in every URL (the page fills at once), a word in one body in a hundred, a word in
// none (every entry of the owner is read, in the database), and a status class.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createId } from '@courier/core';
import { sql } from 'kysely';
import { insertResponses, type NewResponseRow } from '../src/areas/analysis/cacheRepo.js';
import { createAnalysisService } from '../src/areas/analysis/service.js';
import type { CacheQuery } from '../src/areas/analysis/schemas.js';
import type { DatabaseTarget } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createTestDatabase } from '../test/testDatabases.js';

const ENTRIES = 10_000;
const RUNS = 20;
const OWNER = 'bench-owner';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

function recordings(owner: string, now: number): NewResponseRow[] {
  return Array.from({ length: ENTRIES }, (_, index) => {
    const at = now - index * 1000;
    const body = JSON.stringify({
      id: index,
      name: index % 100 === 0 ? 'Grace Hopper' : 'Ada Lovelace',
      notes: 'x'.repeat(1000),
    });
    return {
      owner_id: owner,
      id: createId(at),
      method: index % 4 ? 'GET' : 'POST',
      url: `http://api.test/items/${index % 50}`,
      environment: null,
      environment_key: null,
      status: index % 20 ? 200 : 500,
      headers: '[["content-type","application/json"]]',
      content_type: 'application/json',
      body,
      body_encoding: 'utf8',
      body_hash: '0'.repeat(64),
      size: body.length,
      total_ms: 5 + (index % 400),
      cached_at: new Date(at).toISOString(),
      baseline: 0,
      ignore_rules: null,
    };
  });
}

const QUERIES: Array<[string, Partial<CacheQuery>]> = [
  ['plain page (anchor)', {}],
  ['word in every URL', { text: 'items' }],
  ['word in 1 body of 100', { text: 'hopper' }],
  ['word in no entry', { text: 'nowhere' }],
  ['status class 5xx', { statusClass: '5xx' }],
];

async function measure(dialect: DatabaseTarget['dialect']) {
  const database =
    dialect === 'sqlite'
      ? {
          target: { dialect, filename: join(mkdtempSync(join(tmpdir(), 'courier-bench-')), 'courier.db') } as const,
          drop: async () => undefined,
        }
      : await createTestDatabase(dialect);
  const db = openDatabase(database.target);
  try {
    await migrateToLatest(db);
    const now = Date.now();
    for (const owner of [OWNER, 'someone-else']) {
      const rows = recordings(owner, now);
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < rows.length; start += 1000)
          await insertResponses(trx, rows.slice(start, start + 1000));
      });
    }
    await sql`${sql.raw(dialect === 'postgres' ? 'vacuum analyze analysis_responses' : 'analyze')}`.execute(db);
    const service = createAnalysisService(db, { record: () => undefined, flush: async () => undefined });
    const results: Array<Record<string, string | number>> = [];
    for (const [name, query] of QUERIES) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        total = (await service.listCache(OWNER, { limit: 50, ...query })).total;
        times.push(performance.now() - started);
      }
      results.push({
        database: dialect,
        search: name,
        matches: total,
        'p50 (ms)': percentile(times, 50).toFixed(1),
        'max (ms)': Math.max(...times).toFixed(1),
      });
    }
    return results;
  } finally {
    await db.destroy();
    await database.drop();
  }
}

const rows = [...(await measure('sqlite')), ...(await measure('postgres'))];
console.log(
  `First page of 50 with its total, over ${ENTRIES.toLocaleString('en')} recorded responses of 1 KB ` +
    `(beside ${ENTRIES.toLocaleString('en')} of another owner), ${RUNS} runs each`,
);
console.table(rows);
