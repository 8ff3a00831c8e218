// The request bodies and queries of /api/advanced-response, checked at the boundary.
import { ALERT_METRICS, RECORDED_STATUS_CLASSES } from '@courier/core/analysis-replies';
import * as z from 'zod';

const LIST_DEFAULT_LIMIT = 50;
const LIST_MAX_LIMIT = 200;
const INFER_MAX_SAMPLES = 20;

const id = z.string().min(1).max(200);

/** A moment a range starts or ends at, in the form the entries' cachedAt is stored, so the two compare as text. */
const instant = z.iso
  .datetime({ offset: true, message: 'A date range needs dates like 2026-05-01T00:00:00Z' })
  .transform((value) => new Date(value).toISOString());

export const CacheQuerySchema = z.object({
  environment: z.string().max(200).optional(),
  method: z.string().min(1).max(20).optional(),
  // The web app's filter selects send strings ('200'); numbers are as good.
  status: z.coerce.number().int().min(100).max(999).optional(),
  url: z.string().max(8192).optional(),
  // The search box: words each of which an entry must hold (recordingSearch).
  text: z.string().max(1000, 'A search holds at most 1,000 characters').optional(),
  statusClass: z.enum(RECORDED_STATUS_CLASSES, 'Choose a status class: 2xx, 3xx, 4xx, 5xx or errors').optional(),
  from: instant.optional(),
  to: instant.optional(),
  limit: z.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
  cursor: z.string().max(1000).nullish(),
});
export type CacheQuery = z.output<typeof CacheQuerySchema>;

const DriftIgnoreRulesSchema = z.object({
  bodyPaths: z.array(z.string().min(1).max(500)).max(100),
  headers: z.array(z.string().min(1).max(200)).max(100),
});

export const BaselineSchema = z.object({
  baseline: z.boolean(),
  ignore: DriftIgnoreRulesSchema.optional(),
});

export const CompareSchema = z.object({
  response1Id: id,
  response2Id: id,
});

/** The schema arrives as an object, or as the text a user typed, which must be JSON. */
export const SchemaInputSchema = z.object({
  name: z.string().trim().min(1, 'A schema needs a name').max(200),
  description: z.string().max(2000).default(''),
  schema: z.union([z.record(z.string(), z.unknown()), z.string()]),
  tags: z.array(z.string().trim().min(1).max(50)).max(50).default([]),
});
export type SchemaInput = z.output<typeof SchemaInputSchema>;

export const InferSchema = z.object({
  responseIds: z.array(id).min(1, 'Choose at least one response').max(INFER_MAX_SAMPLES),
});

export const ValidateSchema = z.object({
  responseId: id,
  schemaId: id,
});

export const AlertInputSchema = z.object({
  url: z.string().trim().min(1, 'An alert needs a URL').max(8192),
  metric: z.enum(ALERT_METRICS),
  threshold: z.number().nonnegative(),
});
export type AlertInput = z.output<typeof AlertInputSchema>;

export const ExportQuerySchema = z.object({
  includeCache: z.enum(['true', 'false']).default('false'),
});
