// The shapes the response-analysis calls answer with (/api/advanced-response): the server's replies
// are typed by them and the web app checks what arrives against them, so a field renamed on one side
// fails typecheck on the other. The diffs inside are core's own types (types.ts), read here as data.
import * as z from 'zod';
import type { BodyDiff, Drift, HeaderChange, JsonChange, TextHunk } from './types.js';

/**
 * The status classes the recorded responses can be narrowed to. Only answered sends are recorded, so
 * where the history says "failed", recordings say "errors": every 4xx and 5xx.
 */
export const RECORDED_STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx', 'errors'] as const;
export type RecordedStatusClass = (typeof RECORDED_STATUS_CLASSES)[number];

/** Where a search's first word was found in a recorded response, for a row to say when it is not in sight. */
const RECORDED_FIELDS = ['method', 'url', 'status', 'response body'] as const;
export type RecordedField = (typeof RECORDED_FIELDS)[number];

const CachedResponseSchema = z.object({
  id: z.string(),
  request: z.object({ method: z.string(), url: z.string() }),
  response: z.object({
    status: z.number(),
    headers: z.array(z.tuple([z.string(), z.string()])).default([]),
    bodyKept: z.boolean().default(true),
    contentType: z.string().nullable().default(null),
  }),
  metadata: z.object({
    environment: z.string().nullable().default(null),
    cachedAt: z.string(),
    baseline: z.boolean().default(false),
  }),
  performance: z.object({ total: z.number(), size: z.object({ response: z.number() }) }),
  /** Present in the answer to a search. */
  foundIn: z.enum(RECORDED_FIELDS).optional(),
});
export type CachedResponse = z.infer<typeof CachedResponseSchema>;

export const CachedResponseWithBodySchema = CachedResponseSchema.extend({
  body: z.string().nullable(),
  bodyHash: z.string(),
});
export type CachedResponseWithBody = z.infer<typeof CachedResponseWithBodySchema>;

export const CachePageSchema = z.object({
  items: z.array(CachedResponseSchema),
  total: z.number(),
  nextCursor: z.string().nullable(),
  environments: z.array(z.string()).default([]),
});
export type CachePage = z.infer<typeof CachePageSchema>;

const JsonChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('added'), path: z.string(), value: z.unknown() }),
  z.object({ kind: z.literal('removed'), path: z.string(), value: z.unknown() }),
  z.object({ kind: z.literal('changed'), path: z.string(), from: z.unknown(), to: z.unknown() }),
  z.object({
    kind: z.literal('typeChanged'),
    path: z.string(),
    from: z.unknown(),
    to: z.unknown(),
    fromType: z.string(),
    toType: z.string(),
  }),
]) satisfies z.ZodType<JsonChange>;

const TextHunkSchema = z.object({
  added: z.boolean().optional(),
  removed: z.boolean().optional(),
  value: z.string(),
  count: z.number(),
}) satisfies z.ZodType<TextHunk>;

const BodyDiffSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('json'), changes: z.array(JsonChangeSchema), equal: z.boolean() }),
  z.object({ kind: z.literal('text'), hunks: z.array(TextHunkSchema), equal: z.boolean() }),
  z.object({ kind: z.literal('unavailable'), reason: z.string(), equal: z.boolean() }),
]) satisfies z.ZodType<BodyDiff>;

const HeaderChangeSchema = z.object({
  name: z.string(),
  value1: z.string().nullable(),
  value2: z.string().nullable(),
  state: z.enum(['changed', 'same', 'added', 'removed']),
}) satisfies z.ZodType<HeaderChange>;

export const ComparisonSchema = z.object({
  id: z.string(),
  responses: z.tuple([z.string(), z.string()]),
  metadata: z.object({ comparedAt: z.string() }),
  comparison: z.object({
    status: z.object({ equal: z.boolean(), value1: z.number(), value2: z.number() }),
    headers: z.object({
      hasChanges: z.boolean(),
      summary: z.object({ changed: z.number(), same: z.number() }),
      entries: z.array(HeaderChangeSchema).default([]),
    }),
    performance: z.object({
      total: z.object({ value1: z.number(), value2: z.number(), improved: z.boolean(), percentChange: z.number() }),
    }),
    body: BodyDiffSchema.optional(),
  }),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

export const ResponseSchemaSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable().default(''),
  schema: z.record(z.string(), z.unknown()),
  tags: z.array(z.string()).default([]),
  isDefault: z.boolean().default(false),
  createdAt: z.string().optional(),
});
export type ResponseSchema = z.infer<typeof ResponseSchemaSchema>;

export const ValidationSchema = z.object({
  id: z.string(),
  responseId: z.string(),
  schemaId: z.string(),
  result: z.object({
    valid: z.boolean(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).default([]),
    warnings: z.array(z.string()).default([]),
  }),
  metadata: z.object({ validatedAt: z.string() }),
});
export type Validation = z.infer<typeof ValidationSchema>;

export const PerformanceStatsSchema = z.object({
  requestCount: z.number(),
  averageResponseTime: z.number(),
  p95ResponseTime: z.number(),
  totalDataTransferred: z.number(),
  errorRate: z.number().default(0),
  series: z
    .array(z.object({ start: z.string(), requestCount: z.number(), averageResponseTime: z.number() }))
    .default([]),
});
export type PerformanceStats = z.infer<typeof PerformanceStatsSchema>;

export const ALERT_METRICS = ['p95ResponseTime', 'averageResponseTime', 'errorRate'] as const;
export type AlertMetric = (typeof ALERT_METRICS)[number];

export const AlertRuleSchema = z.object({
  id: z.string(),
  url: z.string(),
  metric: z.enum(ALERT_METRICS),
  threshold: z.number(),
  current: z.number().nullable().default(null),
  breached: z.boolean().default(false),
});
export type AlertRule = z.infer<typeof AlertRuleSchema>;

export const RecordingSettingsSchema = z.object({
  recording: z.boolean(),
  bodyCapBytes: z.number(),
  retentionDays: z.number(),
  maxEntries: z.number(),
  // A server from before redaction could be configured knows of no added names.
  redactNames: z.array(z.string()).default([]),
});
export type RecordingSettings = z.infer<typeof RecordingSettingsSchema>;

const DriftSchema = z.object({
  unexpected: z.boolean(),
  /** Present only when the status differs from the baseline's. */
  status: z.object({ baseline: z.number(), current: z.number() }).optional(),
  headerChanges: z.array(HeaderChangeSchema).default([]),
  bodyChanges: z.union([z.array(JsonChangeSchema), BodyDiffSchema]),
}) satisfies z.ZodType<Drift>;

export const DriftReplySchema = z.object({ baselineId: z.string(), drift: DriftSchema }).nullable();
export type DriftReply = z.infer<typeof DriftReplySchema>;

export const AnalysisImportSummarySchema = z.object({
  imported: z.object({ schemas: z.number(), cache: z.number() }),
  skipped: z.object({ schemas: z.number(), cache: z.number() }),
});
export type AnalysisImportSummary = z.infer<typeof AnalysisImportSummarySchema>;
