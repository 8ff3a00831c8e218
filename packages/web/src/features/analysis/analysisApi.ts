// The response-analysis calls (/api/advanced-response), each reply's data checked at the boundary.
// The server acts as the signed-in user, or as the one local identity of a signed-out local
// workbench, and shows each only their own recorded responses.
import * as z from 'zod';
import { apiCall, apiFetch, jsonBody as json } from '../../lib/api.js';
import {
  AlertRuleSchema,
  CachedResponseWithBodySchema,
  CachePageSchema,
  ComparisonSchema,
  DriftReplySchema,
  AnalysisImportSummarySchema,
  PerformanceStatsSchema,
  RecordingSettingsSchema,
  ResponseSchemaSchema,
  ValidationSchema,
  type AlertMetric,
  type RecordedStatusClass,
  type RecordingSettings,
} from '@courier/core/analysis-replies';

const BASE = '/advanced-response';
const id = encodeURIComponent;
const call = async <T>(path: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> =>
  (await apiCall(`${BASE}${path}`, schema, init)).data;

export interface CacheQuery {
  environment?: string;
  method?: string;
  status?: number;
  text?: string;
  statusClass?: RecordedStatusClass;
  /** ISO instants: from included, to excluded. */
  from?: string;
  to?: string;
  limit?: number;
  cursor?: string;
}

export interface NewSchema {
  name: string;
  description: string;
  schema: Record<string, unknown>;
  tags: string[];
}

export const analysisApi = {
  cache: (query: CacheQuery) => call('/cache', CachePageSchema, json('POST', query)),
  cachedResponse: (responseId: string) => call(`/cache/${id(responseId)}`, CachedResponseWithBodySchema),
  deleteCachedResponse: (responseId: string) => call(`/cache/${id(responseId)}`, z.unknown(), { method: 'DELETE' }),
  clearCache: () => call('/cache/clear', z.object({ cleared: z.number() }), { method: 'DELETE' }),
  setBaseline: (responseId: string, baseline: boolean) =>
    call(`/cache/${id(responseId)}/baseline`, z.unknown(), json('POST', { baseline })),
  drift: (responseId: string) => call(`/cache/${id(responseId)}/drift`, DriftReplySchema),
  compare: (response1Id: string, response2Id: string) =>
    call('/compare', ComparisonSchema, json('POST', { response1Id, response2Id })),
  comparisons: () => call('/comparisons', z.array(ComparisonSchema)),
  schemas: () => call('/schemas', z.array(ResponseSchemaSchema)),
  createSchema: (schema: NewSchema) => call('/schemas', ResponseSchemaSchema, json('POST', schema)),
  deleteSchema: (schemaId: string) => call(`/schemas/${id(schemaId)}`, z.unknown(), { method: 'DELETE' }),
  inferSchema: async (responseIds: string[]) =>
    (
      await call(
        '/schemas/infer',
        z.object({ schema: z.record(z.string(), z.unknown()) }),
        json('POST', { responseIds }),
      )
    ).schema,
  validate: (responseId: string, schemaId: string) =>
    call('/validate', ValidationSchema, json('POST', { responseId, schemaId })),
  validations: () => call('/validations', z.array(ValidationSchema)),
  stats: () => call('/performance/stats/24h', PerformanceStatsSchema),
  alerts: () => call('/alerts', z.array(AlertRuleSchema)),
  addAlert: (alert: { url: string; metric: AlertMetric; threshold: number }) =>
    call('/alerts', AlertRuleSchema, json('POST', alert)),
  deleteAlert: (alertId: string) => call(`/alerts/${id(alertId)}`, z.unknown(), { method: 'DELETE' }),
  settings: () => call('/settings', RecordingSettingsSchema),
  updateSettings: (changes: Partial<RecordingSettings>) =>
    call('/settings', RecordingSettingsSchema, json('PUT', changes)),
  /** The export document as the server writes it, to be saved as a file. */
  exportDocument: (includeCache: boolean) => apiFetch<unknown>(`${BASE}/export?includeCache=${includeCache}`),
  importDocument: (document: unknown) => call('/import', AnalysisImportSummarySchema, json('POST', document)),
};

export type AnalysisApi = typeof analysisApi;
