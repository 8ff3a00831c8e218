import * as z from 'zod';
import type { FormatVersion } from './formatVersion.js';

/**
 * Version 1 of the native file, the original flat shape: collections hold a plain list of
 * requests, headers are a name → value map and the body is text. Files of this version carry no
 * version marker: `{ collections, history, settings, exportedAt }`.
 */
const V1AuthSchema = z.looseObject({ type: z.string().default('none') });

const V1RequestSchema = z.object({
  id: z.string(),
  name: z.string().default('Untitled request'),
  method: z.string().default('GET'),
  url: z.string().default(''),
  headers: z.record(z.string(), z.string()).default({}),
  body: z.string().default(''),
  auth: V1AuthSchema.default({ type: 'none' }),
  preRequestScript: z.string().default(''),
  postRequestScript: z.string().default(''),
  lastTestResults: z.array(z.unknown()).optional(),
  lastPreRequestLogs: z.array(z.unknown()).optional(),
  graphqlSchema: z.unknown().optional(),
  createdAt: z.string().optional(),
});
export type V1Request = z.infer<typeof V1RequestSchema>;

const V1CollectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  requests: z.array(V1RequestSchema).default([]),
  createdAt: z.string().optional(),
  imported: z.boolean().optional(),
});

const V1HistoryItemSchema = z.object({
  id: z.string(),
  request: V1RequestSchema.partial({ id: true }),
  response: z
    .looseObject({
      status: z.number().default(0),
      statusText: z.string().default(''),
      duration: z.number().default(0),
      size: z.number().default(0),
      headers: z.record(z.string(), z.string()).default({}),
      data: z.unknown().optional(),
    })
    .nullable()
    .default(null),
  timestamp: z.string(),
});

const V1BundleSchema = z.object({
  collections: z.array(V1CollectionSchema).default([]),
  history: z.array(V1HistoryItemSchema).default([]),
  settings: z.record(z.string(), z.unknown()).default({}),
  exportedAt: z.string().optional(),
});
export type V1Bundle = z.infer<typeof V1BundleSchema>;

export const formatV1: FormatVersion<V1Bundle> = { version: 1, schema: V1BundleSchema };
