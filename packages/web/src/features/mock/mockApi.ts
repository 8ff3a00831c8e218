// The mock server's calls (/api/mock-*), each reply checked against core's models at the boundary.
import {
  MockConfigSchema,
  MockLogEntrySchema,
  MockMissExplanationSchema,
  MockRouteSchema,
  MockStatsSchema,
  type MockConfigInput,
  type MockRouteInput,
} from '@courier/core';
import * as z from 'zod';
import { apiCall as call, apiFetch, jsonBody as json } from '../../lib/api.js';

const id = encodeURIComponent;

const TestReplySchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  response: z
    .object({
      status: z.number(),
      statusText: z.string(),
      headers: z.record(z.string(), z.string()).default({}),
      body: z.string(),
    })
    .optional(),
  choice: z.string().optional(),
  error: z.string().optional(),
  explanation: MockMissExplanationSchema.nullable().optional(),
});
export type MockTestReply = z.infer<typeof TestReplySchema>;

export interface MockTestRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

const RouteReplySchema = z.object({ data: MockRouteSchema, warnings: z.array(z.string()).default([]) });

/** The caller's current workspace, where a new configuration may be made for every member. */
const MockWorkspaceSchema = z.object({ id: z.string(), name: z.string(), role: z.string() });
export type MockWorkspace = z.infer<typeof MockWorkspaceSchema>;
const ListReplySchema = z.object({
  data: z.array(MockConfigSchema),
  workspace: MockWorkspaceSchema.nullable().default(null),
});

export const mockApi = {
  /** A configuration made on the server from a Postman collection, an OpenAPI 3 document or a courier-mock.json. */
  importDocument: async (
    format: 'collection' | 'openapi' | 'courier',
    document: unknown,
    name?: string,
    workspaceId?: string,
  ) =>
    z
      .object({ data: MockConfigSchema, warnings: z.array(z.string()).default([]) })
      .parse(
        await apiFetch(
          '/mock-configs/import',
          json('POST', { format, document, ...(name && { name }), ...(workspaceId && { workspaceId }) }),
        ),
      ),
  /** The configurations the caller sees (their own and their current workspace's), with that workspace. */
  list: async () => ListReplySchema.parse(await apiFetch('/mock-configs')),
  create: async (input: MockConfigInput) => (await call('/mock-configs', MockConfigSchema, json('POST', input))).data,
  update: async (configId: string, changes: Partial<MockConfigInput>) =>
    (await call(`/mock-configs/${id(configId)}`, MockConfigSchema, json('PUT', changes))).data,
  remove: (configId: string) => apiFetch(`/mock-configs/${id(configId)}`, { method: 'DELETE' }),
  addRoute: async (configId: string, route: MockRouteInput) =>
    RouteReplySchema.parse(await apiFetch(`/mock-configs/${id(configId)}/routes`, json('POST', route))),
  updateRoute: async (configId: string, routeId: string, route: MockRouteInput) =>
    RouteReplySchema.parse(await apiFetch(`/mock-configs/${id(configId)}/routes/${id(routeId)}`, json('PUT', route))),
  removeRoute: (configId: string, routeId: string) =>
    apiFetch(`/mock-configs/${id(configId)}/routes/${id(routeId)}`, { method: 'DELETE' }),
  reorder: async (configId: string, routeIds: string[]) =>
    (await call(`/mock-configs/${id(configId)}/routes/order`, MockConfigSchema, json('PUT', { routeIds }))).data,
  logs: async () => (await call('/mock-logs', z.array(MockLogEntrySchema))).data,
  clearLogs: () => apiFetch('/mock-logs', { method: 'DELETE' }),
  stats: async () => (await call('/mock-stats', MockStatsSchema)).data,
  test: async (request: MockTestRequest) => TestReplySchema.parse(await apiFetch('/mock-test', json('POST', request))),
};
