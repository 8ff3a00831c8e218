// The rules of response analysis: an owner's recorded responses, listed, compared, marked as
// baselines and validated, and the schemas, settings and alert rules that go with them. Every id
// is looked up under the caller's own records: anyone else's is simply not found.
import {
  AnalysisError,
  DEFAULT_DRIFT_IGNORE,
  ValidationError,
  checkSchema,
  compareResponses,
  createId,
  driftFromBaseline,
  inferJsonSchema,
  parseJsonPath,
  searchWords,
  validateAgainstSchema,
  type DriftIgnoreRules,
} from '@courier/core';
import type {
  AlertRule,
  AnalysisImportSummary,
  CachedResponse,
  CachedResponseWithBody,
  CachePage,
  Comparison,
  DriftReply,
  PerformanceStats,
  ResponseSchema,
  Validation,
} from '@courier/core/analysis-replies';
import type * as z from 'zod';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../errors/serverErrors.js';
import * as cache from './cacheRepo.js';
import { cachedResponseOf, cachedResponseWithBodyOf, capturedResponseOf, type ResponseRow } from './cachedResponse.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import type { ResponseRecorder } from './recorder.js';
import * as repo from './repo.js';
import { comparisonOf, schemaOf, validationOf } from './records.js';
import type { AlertInput, BaselineSchema, CacheQuery, SchemaInput } from './schemas.js';
import { AnalysisSettingsSchema, type AnalysisSettings, type AnalysisSettingsPatch } from './settings.js';
import { performanceStats, statsByUrl } from './stats.js';
import { exportDocument, importDocument, type ImportDocument } from './transfer.js';

export const NOT_KEPT_MESSAGE =
  "This response's body was not kept (larger than the recording cap), so it cannot be validated";

const short = (id: string) => `…${id.slice(-8)}`;

/** Core's refusals of a schema, a path or a sample are the caller's input: 400 with core's words. */
function asInputError<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof AnalysisError) throw new ValidationError(error.message);
    throw error;
  }
}

/** A schema typed as text must be JSON; one sent as an object already is. */
function schemaObjectOf(schema: SchemaInput['schema']): Record<string, unknown> {
  if (typeof schema !== 'string') return schema;
  try {
    const parsed: unknown = JSON.parse(schema);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Falls through to the message the schema form shows.
  }
  throw new ValidationError('Error creating schema. Please check JSON format.');
}

/** The body as JSON, or why it cannot be read as JSON. */
function jsonBodyOf(
  row: ResponseRow,
): { ok: true; value: unknown } | { ok: false; reason: 'notKept' | 'binary' | 'notJson' } {
  if (row.body === null) return { ok: false, reason: row.body_encoding === 'base64' ? 'binary' : 'notKept' };
  try {
    return { ok: true, value: JSON.parse(row.body) as unknown };
  } catch {
    return { ok: false, reason: 'notJson' };
  }
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;

export function createAnalysisService(db: Db, recorder: ResponseRecorder, now: () => number = Date.now) {
  const stamp = () => new Date(now()).toISOString();

  async function responseOf(owner: string, id: string): Promise<ResponseRow> {
    const row = await cache.findResponse(db, owner, id);
    if (!row) throw new NotFoundError('Cached response not found');
    return row;
  }

  async function schemaRowOf(owner: string, id: string): Promise<repo.SchemaRow> {
    const row = await repo.findSchema(db, owner, id);
    if (!row) throw new NotFoundError('Schema not found');
    return row;
  }

  async function alerts(owner: string): Promise<AlertRule[]> {
    await recorder.flush();
    const rules = await repo.listAlerts(db, owner);
    const stats = await statsByUrl(
      db,
      owner,
      rules.map((rule) => rule.url),
      now(),
    );
    return rules.map((rule) => {
      const urlStats = stats.get(rule.url);
      const current = urlStats ? urlStats[rule.metric] : null;
      return {
        id: rule.id,
        url: rule.url,
        metric: rule.metric,
        threshold: rule.threshold,
        current,
        breached: current !== null && current > rule.threshold,
      };
    });
  }

  return {
    async listCache(owner: string, query: CacheQuery): Promise<CachePage> {
      await recorder.flush();
      const filter: cache.CacheFilter = {
        environment: query.environment || undefined,
        method: query.method,
        status: query.status,
        url: query.url || undefined,
        search: {
          words: searchWords(query.text ?? ''),
          statusClass: query.statusClass,
          from: query.from,
          to: query.to,
        },
      };
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      // One row more than the page tells whether another page follows.
      const [rows, total, environments] = await Promise.all([
        cache.listResponses(db, owner, filter, query.limit + 1, after),
        cache.countResponses(db, owner, filter),
        cache.listEnvironments(db, owner),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        items: page.map(cachedResponseOf),
        total,
        nextCursor: rows.length > query.limit && last ? encodeCursor({ cachedAt: last.cached_at, id: last.id }) : null,
        environments,
      };
    },

    async getCache(owner: string, id: string): Promise<CachedResponseWithBody> {
      await recorder.flush();
      return cachedResponseWithBodyOf(await responseOf(owner, id));
    },

    async deleteCache(owner: string, id: string): Promise<void> {
      await recorder.flush();
      if (!(await cache.deleteResponse(db, owner, id))) throw new NotFoundError('Cached response not found');
    },

    async clearCache(owner: string): Promise<number> {
      await recorder.flush();
      return cache.clearResponses(db, owner);
    },

    async setBaseline(owner: string, id: string, input: z.output<typeof BaselineSchema>): Promise<CachedResponse> {
      const row = await responseOf(owner, id);
      // A path that is not a JSON path is refused now, not at the next drift check.
      if (input.ignore) asInputError(() => input.ignore?.bodyPaths.forEach(parseJsonPath));
      await db.transaction().execute(async (trx) => {
        await cache.markBaseline(trx, owner, row, input.baseline, input.ignore ? JSON.stringify(input.ignore) : null);
      });
      return cachedResponseOf({ ...row, baseline: input.baseline ? 1 : 0, body_kept: row.body !== null });
    },

    async drift(owner: string, id: string): Promise<DriftReply> {
      await recorder.flush();
      const current = await responseOf(owner, id);
      const baseline = await cache.findBaseline(db, owner, current);
      if (!baseline) return null;
      const ignore = baseline.ignore_rules
        ? (JSON.parse(baseline.ignore_rules) as DriftIgnoreRules)
        : DEFAULT_DRIFT_IGNORE;
      const drift = asInputError(() =>
        driftFromBaseline(capturedResponseOf(baseline), capturedResponseOf(current), ignore),
      );
      return { baselineId: baseline.id, drift };
    },

    async compare(owner: string, response1Id: string, response2Id: string): Promise<Comparison> {
      if (response1Id === response2Id) throw new ValidationError('Choose two different responses to compare');
      await recorder.flush();
      const [first, second] = await Promise.all([responseOf(owner, response1Id), responseOf(owner, response2Id)]);
      const row: repo.ComparisonRow = {
        id: createId(now()),
        owner_id: owner,
        response1_id: response1Id,
        response2_id: response2Id,
        result: JSON.stringify(compareResponses(capturedResponseOf(first), capturedResponseOf(second))),
        compared_at: stamp(),
      };
      await repo.insertComparison(db, row);
      return comparisonOf(row);
    },

    async comparisons(owner: string): Promise<Comparison[]> {
      return (await repo.listComparisons(db, owner)).map(comparisonOf);
    },

    async schemas(owner: string): Promise<ResponseSchema[]> {
      return (await repo.listSchemas(db, owner)).map(schemaOf);
    },

    async createSchema(owner: string, input: SchemaInput): Promise<ResponseSchema> {
      const schema = schemaObjectOf(input.schema);
      const check = checkSchema(schema);
      if (!check.ok) throw new ValidationError(check.message);
      const row: repo.SchemaRow = {
        id: createId(now()),
        owner_id: owner,
        name: input.name,
        description: input.description,
        schema: JSON.stringify(schema),
        tags: JSON.stringify(input.tags),
        created_at: stamp(),
      };
      await repo.insertSchema(db, row);
      return schemaOf(row);
    },

    async deleteSchema(owner: string, id: string): Promise<void> {
      if (!(await repo.deleteSchema(db, owner, id))) throw new NotFoundError('Schema not found');
    },

    async inferSchema(owner: string, responseIds: string[]): Promise<Record<string, unknown>> {
      await recorder.flush();
      const samples: unknown[] = [];
      for (const id of responseIds) {
        const body = jsonBodyOf(await responseOf(owner, id));
        if (!body.ok) {
          const why = {
            notKept: 'its body was not kept (larger than the recording cap)',
            binary: 'its body is binary',
            notJson: 'its body is not JSON',
          }[body.reason];
          throw new ValidationError(`Cannot infer a schema from response ${short(id)}: ${why}`);
        }
        samples.push(body.value);
      }
      return asInputError(() => inferJsonSchema(samples));
    },

    async validate(owner: string, responseId: string, schemaId: string): Promise<Validation> {
      await recorder.flush();
      const [response, schema] = await Promise.all([responseOf(owner, responseId), schemaRowOf(owner, schemaId)]);
      const body = jsonBodyOf(response);
      if (!body.ok) {
        throw new ValidationError(
          {
            notKept: NOT_KEPT_MESSAGE,
            binary: "This response's body is binary, so it cannot be validated",
            notJson: "This response's body is not JSON, so it cannot be validated",
          }[body.reason],
        );
      }
      const result = asInputError(() => validateAgainstSchema(JSON.parse(schema.schema), body.value));
      const row: repo.ValidationRow = {
        id: createId(now()),
        owner_id: owner,
        response_id: responseId,
        schema_id: schemaId,
        result: JSON.stringify(result),
        validated_at: stamp(),
      };
      await repo.insertValidation(db, row);
      return validationOf(row);
    },

    async validations(owner: string): Promise<Validation[]> {
      return (await repo.listValidations(db, owner)).map(validationOf);
    },

    async stats(owner: string): Promise<PerformanceStats> {
      await recorder.flush();
      return performanceStats(db, owner, now());
    },

    alerts,

    async createAlert(owner: string, input: AlertInput): Promise<AlertRule> {
      const id = createId(now());
      await repo.insertAlert(db, { id, owner_id: owner, ...input, created_at: stamp() });
      const created = (await alerts(owner)).find((alert) => alert.id === id);
      if (!created) throw new NotFoundError('Alert not found');
      return created;
    },

    async deleteAlert(owner: string, id: string): Promise<void> {
      if (!(await repo.deleteAlert(db, owner, id))) throw new NotFoundError('Alert not found');
    },

    settings(owner: string): Promise<AnalysisSettings> {
      return repo.findSettings(db, owner);
    },

    async updateSettings(owner: string, patch: AnalysisSettingsPatch): Promise<AnalysisSettings> {
      // Sends recorded under the old settings are stored first, so the change applies from now on.
      await recorder.flush();
      const settings = AnalysisSettingsSchema.parse({ ...(await repo.findSettings(db, owner)), ...patch });
      await repo.saveSettings(db, owner, settings, stamp());
      return settings;
    },

    /** The export document in pieces; the recorder is flushed first so it holds every send so far. */
    async export(owner: string, includeCache: boolean): Promise<AsyncGenerator<string>> {
      await recorder.flush();
      return exportDocument(db, owner, includeCache, now());
    },

    async import(owner: string, document: ImportDocument): Promise<AnalysisImportSummary> {
      await recorder.flush();
      return importDocument(db, owner, document, now());
    },
  };
}
