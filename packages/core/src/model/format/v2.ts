import * as z from 'zod';
import { AuthSchema, type Auth } from '../auth.js';
import type { Body } from '../body.js';
import { collectionShape, folderShape, type Folder } from '../collection.js';
import { EnvironmentSchema } from '../environment.js';
import { HistoryItemSchema, type HistoryItem } from '../history.js';
import type { KeyValue } from '../keyValue.js';
import { SavedRequestSchema, type SavedRequest } from '../request.js';
import { SettingsSchema } from '../settings.js';
import { LogEntrySchema, TestResultSchema } from '../testResult.js';
import type { LaterFormatVersion } from './formatVersion.js';
import type { V1Bundle, V1Request } from './v1.js';

/**
 * Version 2: collections are trees (folders, inherited auth, scripts and variables, as in Postman),
 * headers are ordered rows that can be switched off, bodies have modes, and environments travel
 * with the bundle. Marked by `info: { format: 'courier', version: 2 }`.
 */
const V2_INFO = { format: 'courier', version: 2 } as const;

/** Version 2 trees hold HTTP requests and folders only. */
type V2Item = SavedRequest | Folder<V2Item>;
const V2FolderSchema: z.ZodType<Folder<V2Item>, unknown> = z.lazy(() => z.object(folderShape(V2ItemSchema)));
const V2ItemSchema: z.ZodType<V2Item, unknown> = z.lazy(() => z.union([SavedRequestSchema, V2FolderSchema]));
const V2CollectionSchema = z.object(collectionShape(V2ItemSchema));
type V2Collection = z.infer<typeof V2CollectionSchema>;

const V2BundleSchema = z.object({
  info: z.object({ format: z.literal(V2_INFO.format), version: z.literal(V2_INFO.version) }),
  collections: z.array(V2CollectionSchema).default([]),
  environments: z.array(EnvironmentSchema).default([]),
  history: z.array(HistoryItemSchema).default([]),
  settings: SettingsSchema.default(SettingsSchema.parse({})),
  exportedAt: z.string().default(() => new Date().toISOString()),
});
export type V2Bundle = z.infer<typeof V2BundleSchema>;

function headersFromMap(map: Record<string, string>): KeyValue[] {
  return Object.entries(map).map(([key, value]) => ({ key, value, enabled: true }));
}

function looksLikeJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A v1 body was text; GraphQL requests (those with a schema) kept `{query, variables}` there. */
function bodyFromText(text: string, isGraphQL: boolean): Body {
  if (text.trim() === '') return { mode: 'none' };
  if (isGraphQL && looksLikeJson(text)) {
    const parsed = JSON.parse(text) as { query?: unknown; variables?: unknown };
    if (typeof parsed.query === 'string') {
      const variables = parsed.variables === undefined ? '' : JSON.stringify(parsed.variables, null, 2);
      return { mode: 'graphql', query: parsed.query, variables };
    }
  }
  return { mode: 'raw', raw: text, language: looksLikeJson(text) ? 'json' : 'text' };
}

function authFromV1(auth: unknown): Auth {
  const parsed = AuthSchema.safeParse(auth);
  return parsed.success ? parsed.data : { type: 'none' };
}

function records<T>(schema: z.ZodType<T>, values: readonly unknown[] | undefined): T[] | undefined {
  if (!values) return undefined;
  return values.flatMap((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

function requestFromV1(request: V1Request): SavedRequest {
  return {
    type: 'request',
    id: request.id,
    name: request.name,
    method: request.method.toUpperCase(),
    url: request.url,
    headers: headersFromMap(request.headers),
    pathVariables: [],
    body: bodyFromText(request.body, request.graphqlSchema !== undefined),
    auth: authFromV1(request.auth),
    preRequestScript: request.preRequestScript,
    postRequestScript: request.postRequestScript,
    lastTestResults: records(TestResultSchema, request.lastTestResults),
    lastPreRequestLogs: records(LogEntrySchema, request.lastPreRequestLogs),
    graphqlSchema: request.graphqlSchema,
    createdAt: request.createdAt ?? new Date(0).toISOString(),
  };
}

function historyFromV1(item: V1Bundle['history'][number]): HistoryItem {
  const request = requestFromV1({ id: item.id, ...V1RequestDefaults, ...item.request });
  const response = item.response;
  const data = response?.data;
  return {
    id: item.id,
    request: {
      name: request.name,
      method: request.method,
      url: request.url,
      headers: request.headers,
      pathVariables: [],
      body: request.body,
      auth: request.auth,
      preRequestScript: request.preRequestScript,
      postRequestScript: request.postRequestScript,
    },
    response: response
      ? {
          status: response.status,
          statusText: response.statusText,
          headers: Object.entries(response.headers).map(([name, value]) => ({ name, value })),
          body: typeof data === 'string' ? data : data === undefined ? '' : JSON.stringify(data),
          bodyEncoding: 'utf8',
          size: response.size,
          duration: response.duration,
        }
      : null,
    testResults: [],
    logs: [],
    timestamp: item.timestamp,
  };
}

const V1RequestDefaults = {
  name: 'Untitled request',
  method: 'GET',
  url: '',
  headers: {},
  body: '',
  auth: { type: 'none' },
  preRequestScript: '',
  postRequestScript: '',
};

/** Lifts a version 1 bundle to version 2. */
function up(old: V1Bundle): V2Bundle {
  const collections: V2Collection[] = old.collections.map((collection) => ({
    id: collection.id,
    name: collection.name.trim() === '' ? 'Untitled collection' : collection.name,
    items: collection.requests.map(requestFromV1),
    auth: { type: 'none' },
    preRequestScript: '',
    postRequestScript: '',
    variables: [],
    createdAt: collection.createdAt ?? new Date(0).toISOString(),
    imported: collection.imported ?? false,
  }));
  const settings = SettingsSchema.safeParse(old.settings);
  return {
    info: V2_INFO,
    collections,
    environments: [],
    history: old.history.map(historyFromV1),
    settings: settings.success ? settings.data : SettingsSchema.parse({}),
    exportedAt: old.exportedAt ?? new Date().toISOString(),
  };
}

export const formatV2: LaterFormatVersion<V2Bundle, V1Bundle> = {
  version: V2_INFO.version,
  schema: V2BundleSchema,
  up,
};
