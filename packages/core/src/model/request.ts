import * as z from 'zod';
import { AuthSchema } from './auth.js';
import { BodySchema } from './body.js';
import { KeyValueSchema } from './keyValue.js';
import { MethodSchema } from './method.js';
import { OpenApiOperationRefSchema } from './openApiSource.js';
import { LogEntrySchema, TestResultSchema } from './testResult.js';

/**
 * Postman's per-request switches (followRedirects, followOriginalHttpMethod, maxRedirects,
 * strictSSL, disableBodyPruning…), kept as given so the send pipeline and exports both see them.
 */
export const ProtocolProfileBehaviorSchema = z.record(z.string(), z.unknown());
export type ProtocolProfileBehavior = z.infer<typeof ProtocolProfileBehaviorSchema>;

/** The HTTP part of a request: what the builder edits and what is sent. */
export const HttpRequestSchema = z.object({
  method: MethodSchema.default('GET'),
  /** The URL as typed, `{{placeholders}}` and `:pathVariables` included. */
  url: z.string().default(''),
  headers: z.array(KeyValueSchema).default([]),
  /** Values for `:name` segments of the URL path (Postman's `url.variable`). */
  pathVariables: z.array(KeyValueSchema).default([]),
  /**
   * Query parameters switched off (Postman's `url.query[].disabled`). They are not part of `url`
   * (which holds what is sent); kept so they can be switched back on and survive an export.
   */
  disabledQuery: z.array(KeyValueSchema).optional(),
  body: BodySchema.default({ mode: 'none' }),
  auth: AuthSchema.default({ type: 'inherit' }),
});
export type HttpRequest = z.infer<typeof HttpRequestSchema>;

/** The scripts any level of a collection tree can carry. */
export const ScriptsShape = {
  preRequestScript: z.string().default(''),
  postRequestScript: z.string().default(''),
  /**
   * Further scripts of the same events at this level, each run on its own after the first: a
   * Postman file can list several events of one kind at a level, and an error in one (or a
   * `const` two of them declare) must not stop the others.
   */
  morePreRequestScripts: z.array(z.string()).optional(),
  morePostRequestScripts: z.array(z.string()).optional(),
};
export type ScriptField = keyof typeof ScriptsShape;

/** A request saved in a collection. */
export const SavedRequestSchema = HttpRequestSchema.extend({
  type: z.literal('request'),
  id: z.string().min(1),
  name: z.string().default('Untitled request'),
  description: z.string().optional(),
  ...ScriptsShape,
  protocolProfileBehavior: ProtocolProfileBehaviorSchema.optional(),
  /**
   * Saved example responses, in the shape Postman writes them (name, originalRequest, code, status,
   * header, body…): made by Save as example or imported, kept as they are by a round trip through
   * Courier (convert/postman/savedExample.ts reads and edits them).
   */
  examples: z.array(z.record(z.string(), z.unknown())).optional(),
  lastTestResults: z.array(TestResultSchema).optional(),
  lastPreRequestLogs: z.array(LogEntrySchema).optional(),
  /** The schema summary last fetched by introspection, for GraphQL requests. */
  graphqlSchema: z.unknown().optional(),
  /** The operation this request was generated from, for a collection kept in step with OpenAPI. */
  openapi: OpenApiOperationRefSchema.optional(),
  createdAt: z.string().default(() => new Date().toISOString()),
});
export type SavedRequest = z.infer<typeof SavedRequestSchema>;
