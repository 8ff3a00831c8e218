import * as z from 'zod';
import { HttpRequestSchema } from './request.js';
import { ErrorInfoSchema, HttpResponseSchema } from './response.js';
import { LogEntrySchema, TestResultSchema } from './testResult.js';

/** Most recent first, at most this many. */
export const HISTORY_CAP = 100;

/** One send, kept so it can be reopened with its response. */
export const HistoryItemSchema = z.object({
  id: z.string().min(1),
  request: HttpRequestSchema.extend({
    name: z.string().optional(),
    preRequestScript: z.string().default(''),
    postRequestScript: z.string().default(''),
  }),
  response: HttpResponseSchema.nullable().default(null),
  error: ErrorInfoSchema.optional(),
  testResults: z.array(TestResultSchema).default([]),
  logs: z.array(LogEntrySchema).default([]),
  timestamp: z.string(),
});
export type HistoryItem = z.infer<typeof HistoryItemSchema>;

/** Adds an entry newest-first and drops the oldest beyond the cap. */
export function addToHistory(history: readonly HistoryItem[], item: HistoryItem): HistoryItem[] {
  return [item, ...history].slice(0, HISTORY_CAP);
}
