import * as z from 'zod';
import { DEFAULT_TIMEOUT_MS } from './settings.js';
import { SystemErrorSchema } from './systemError.js';
import { TestResultSchema } from './testResult.js';

export const MAX_ITERATIONS = 1000;
export const MIN_TIMEOUT_MS = 1000;

/** A data file's rows: one object per row, column name → value. */
const DataFileSchema = z.object({
  name: z.string(),
  rows: z.array(z.record(z.string(), z.unknown())),
});
export type DataFile = z.infer<typeof DataFileSchema>;

/**
 * Runner settings. Out-of-range values are corrected rather than refused, as the
 * runner form does: invalid iterations become 1, an invalid timeout 30000.
 */
export const RunSettingsSchema = z.object({
  iterations: z
    .unknown()
    .transform((value) => {
      const n = Math.floor(Number(value));
      return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_ITERATIONS) : 1;
    })
    .default(1),
  delay: z
    .unknown()
    .transform((value) => {
      const n = Number(value);
      return Number.isFinite(n) && n >= 0 ? n : 0;
    })
    .default(0),
  timeout: z
    .unknown()
    .transform((value) => {
      const n = Number(value);
      return Number.isFinite(n) && n >= MIN_TIMEOUT_MS ? n : DEFAULT_TIMEOUT_MS;
    })
    .default(DEFAULT_TIMEOUT_MS),
  stopOnError: z.boolean().default(false),
  /** The id of the environment to run with. */
  environment: z.string().optional(),
  dataFile: DataFileSchema.optional(),
});
export type RunSettings = z.infer<typeof RunSettingsSchema>;

const RunModeSchema = z.enum(['sequential', 'parallel']);
export type RunMode = z.infer<typeof RunModeSchema>;

const RunStatusSchema = z.enum(['running', 'completed', 'stopped', 'errored']);
export type RunStatus = z.infer<typeof RunStatusSchema>;

/** The run in progress: total is requests × iterations. */
export interface ActiveRun {
  id: string;
  collectionId: string;
  current: number;
  total: number;
  mode: RunMode;
  settings: RunSettings;
  startTime: string;
  status: RunStatus;
}

/** One assertion as a per-request result keeps it. */
const RequestTestSchema = TestResultSchema.pick({
  name: true,
  passed: true,
  skipped: true,
  error: true,
  chaiError: true,
});

/** One execution of one request in a run, without the response body. */
const RequestResultSchema = z.object({
  id: z.string(),
  /** The saved request's id; the same request appears once per iteration and per jump. */
  requestId: z.string().optional(),
  name: z.string(),
  /** Folder names from the collection root down to the request. */
  path: z.array(z.string()).default([]),
  method: z.string(),
  url: z.string(),
  success: z.boolean(),
  status: z.number().int(),
  responseTime: z.number(),
  responseSize: z.number().default(0),
  iteration: z.number().int(),
  timestamp: z.string(),
  error: z.string().optional(),
  /**
   * Which step of the send the error comes from: a script error ('prerequest', 'test') is an
   * error of the run as much as a request that could not be sent ('transport', 'oauth').
   */
  errorStage: z.enum(['prerequest', 'oauth', 'transport', 'test']).optional(),
  /** The operating system's error when the request could not be sent, as Newman's reports show it. */
  systemError: SystemErrorSchema.optional(),
  tests: z.array(RequestTestSchema).default([]),
  testsPassed: z.number().int(),
  testsTotal: z.number().int(),
});
export type RequestResult = z.infer<typeof RequestResultSchema>;

const RatesSchema = z.object({
  total: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  passRate: z.number(),
});

/** Run totals: averages rounded, requests per second to two decimals. */
const RunSummarySchema = z.object({
  requests: RatesSchema,
  tests: RatesSchema,
  performance: z.object({
    totalTime: z.number(),
    avgResponseTime: z.number(),
    requestsPerSecond: z.number(),
    minResponseTime: z.number(),
    maxResponseTime: z.number(),
  }),
});
export type RunSummary = z.infer<typeof RunSummarySchema>;

export const RunResultSchema = z.object({
  id: z.string(),
  collectionId: z.string(),
  collectionName: z.string().optional(),
  startTime: z.string(),
  endTime: z.string().optional(),
  status: RunStatusSchema,
  requests: z.array(RequestResultSchema),
  summary: RunSummarySchema,
  settings: RunSettingsSchema,
  mode: RunModeSchema,
  error: z.string().optional(),
});
export type RunResult = z.infer<typeof RunResultSchema>;
