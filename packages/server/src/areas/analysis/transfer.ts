// Export and import of an owner's analysis data: the schemas and, when asked, the recorded
// responses, as one JSON document. Exports are written page by page, so 10,000 entries with their
// bodies are never one string; imports skip what the owner already has.
import { ValidationError, checkSchema, createId, redactRecording } from '@courier/core';
import type { AnalysisImportSummary } from '@courier/core/analysis-replies';
import * as z from 'zod';
import type { Db } from '../../db/database.js';
import { digestBody } from './bodyDigest.js';
import * as cache from './cacheRepo.js';
import { cachedResponseWithBodyOf } from './cachedResponse.js';
import * as repo from './repo.js';
import { schemaOf } from './records.js';

const EXPORT_FORMAT = 'courier-analysis';
const EXPORT_PAGE = 200;

const ExportedSchemaSchema = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).default(''),
  schema: z.record(z.string(), z.unknown()),
  tags: z.array(z.string().max(50)).max(50).default([]),
  createdAt: z.iso.datetime().optional(),
});

const ExportedResponseSchema = z.object({
  id: z.string().min(1).max(200),
  request: z.object({ method: z.string().min(1).max(20), url: z.string().min(1).max(8192) }),
  response: z.object({
    status: z.number().int().min(100).max(999),
    headers: z.array(z.tuple([z.string(), z.string()])).max(1000),
    contentType: z.string().nullable().default(null),
    bodyEncoding: z.enum(['utf8', 'base64']).default('utf8'),
  }),
  metadata: z.object({
    environment: z.string().max(200).nullable().default(null),
    cachedAt: z.iso.datetime(),
    baseline: z.boolean().default(false),
  }),
  performance: z.object({
    total: z.number().nonnegative(),
    size: z.object({ response: z.number().int().nonnegative() }),
  }),
  body: z.string().nullable(),
  bodyHash: z.string().regex(/^[0-9a-f]{64}$/, 'bodyHash must be a SHA-256 hex digest'),
});

export const ImportDocumentSchema = z.object({
  format: z.literal(EXPORT_FORMAT, 'This file is not a Courier response analysis export'),
  version: z.literal(1, 'This export was written by a newer Courier: update to import it'),
  schemas: z.array(ExportedSchemaSchema).max(1000),
  cache: z.array(ExportedResponseSchema).max(100_000).optional(),
});
export type ImportDocument = z.output<typeof ImportDocumentSchema>;

/** The export document as text pieces, in order; the cache is read one page at a time. */
export async function* exportDocument(
  db: Db,
  owner: string,
  includeCache: boolean,
  now: number,
): AsyncGenerator<string> {
  const schemas = (await repo.listSchemas(db, owner)).map(schemaOf);
  yield `{"format":"${EXPORT_FORMAT}","version":1,"exportedAt":${JSON.stringify(new Date(now).toISOString())},`;
  yield `"schemas":${JSON.stringify(schemas)}`;
  if (includeCache) {
    yield ',"cache":[';
    let first = true;
    for await (const rows of cache.allResponses(db, owner, EXPORT_PAGE)) {
      const entries = rows.map((row) => {
        const entry = cachedResponseWithBodyOf(row);
        return JSON.stringify({ ...entry, response: { ...entry.response, bodyEncoding: row.body_encoding } });
      });
      yield `${first ? '' : ','}${entries.join(',')}`;
      first = false;
    }
    yield ']';
  }
  yield '}';
}

const schemaKey = (name: string, schema: unknown) => `${name}\u0000${JSON.stringify(schema)}`;

export async function importDocument(
  db: Db,
  owner: string,
  document: ImportDocument,
  now: number,
): Promise<AnalysisImportSummary> {
  for (const entry of document.schemas) {
    const check = checkSchema(entry.schema);
    if (!check.ok) throw new ValidationError(`Schema "${entry.name}" cannot be imported: ${check.message}`);
  }
  const summary: AnalysisImportSummary = { imported: { schemas: 0, cache: 0 }, skipped: { schemas: 0, cache: 0 } };

  const known = new Set((await repo.listSchemas(db, owner)).map((row) => schemaKey(row.name, JSON.parse(row.schema))));
  for (const entry of document.schemas) {
    const key = schemaKey(entry.name, entry.schema);
    if (known.has(key)) {
      summary.skipped.schemas++;
      continue;
    }
    known.add(key);
    await repo.insertSchema(db, {
      id: createId(now),
      owner_id: owner,
      name: entry.name,
      description: entry.description,
      schema: JSON.stringify(entry.schema),
      tags: JSON.stringify(entry.tags),
      created_at: entry.createdAt ?? new Date(now).toISOString(),
    });
    summary.imported.schemas++;
  }

  const seen = new Set<string>();
  const rows: cache.NewResponseRow[] = [];
  const { redactNames } = await repo.findSettings(db, owner);
  for (const entry of document.cache ?? []) {
    if (seen.has(entry.id) || (await cache.findResponse(db, owner, entry.id))) {
      summary.skipped.cache++;
      continue;
    }
    seen.add(entry.id);
    const { environment } = entry.metadata;
    // An export written before recording redacted, or edited by hand, is redacted as a send would be.
    // A base64 body is bytes, not text: nothing in it is read as a name or a value.
    const text = entry.response.bodyEncoding === 'utf8';
    const redacted = redactRecording(
      { url: entry.request.url, responseHeaders: entry.response.headers, responseBody: text ? entry.body : null },
      { names: redactNames },
    );
    const body = text ? redacted.responseBody : entry.body;
    rows.push({
      owner_id: owner,
      id: entry.id,
      method: entry.request.method,
      url: redacted.url,
      environment,
      environment_key: environment?.toLocaleLowerCase('en') ?? null,
      status: entry.response.status,
      headers: JSON.stringify(redacted.responseHeaders),
      content_type: entry.response.contentType,
      body,
      body_encoding: entry.response.bodyEncoding,
      // A kept body is hashed again: comparisons trust the hash to say whether two bodies match.
      body_hash: body === null ? entry.bodyHash : await digestBody(body, entry.response.bodyEncoding),
      size: entry.performance.size.response,
      total_ms: entry.performance.total,
      cached_at: entry.metadata.cachedAt,
      // A baseline stays the one its owner marked: imported entries never replace it.
      baseline: 0,
      ignore_rules: null,
    });
  }
  await cache.insertResponses(db, rows);
  summary.imported.cache = rows.length;
  return summary;
}
