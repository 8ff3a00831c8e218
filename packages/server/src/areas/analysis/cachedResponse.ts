// A recorded response as the Advanced Response view receives it, and as comparisons and validation
// read it.
import type { CapturedResponse } from '@courier/core';
import type { CachedResponse, CachedResponseWithBody, RecordedField } from '@courier/core/analysis-replies';
import type { Selectable } from 'kysely';
import type { AnalysisResponsesTable } from '../../db/schema.js';

export type ResponseRow = Selectable<AnalysisResponsesTable>;
/**
 * A row without its body: what listings read, so a page never loads a megabyte per entry. A search
 * names where its first word was found.
 */
export type ResponseSummaryRow = Omit<ResponseRow, 'body'> & {
  body_kept: number | boolean;
  found_in?: RecordedField | null;
};

type HeaderPair = [name: string, value: string];

export function cachedResponseOf(row: ResponseSummaryRow): CachedResponse {
  return {
    id: row.id,
    request: { method: row.method, url: row.url },
    response: {
      status: row.status,
      headers: JSON.parse(row.headers) as HeaderPair[],
      // SQLite answers 0/1, PostgreSQL a boolean.
      bodyKept: Boolean(Number(row.body_kept)),
      contentType: row.content_type,
    },
    metadata: { environment: row.environment, cachedAt: row.cached_at, baseline: row.baseline === 1 },
    performance: { total: row.total_ms, size: { response: Number(row.size) } },
    ...(row.found_in ? { foundIn: row.found_in } : {}),
  };
}

export function cachedResponseWithBodyOf(row: ResponseRow): CachedResponseWithBody {
  return {
    ...cachedResponseOf({ ...row, body_kept: row.body !== null }),
    body: row.body,
    bodyHash: row.body_hash,
  };
}

export function capturedResponseOf(row: ResponseRow): CapturedResponse {
  return {
    status: row.status,
    headers: JSON.parse(row.headers) as HeaderPair[],
    body: row.body,
    bodyHash: row.body_hash,
    size: Number(row.size),
    totalMs: row.total_ms,
  };
}
