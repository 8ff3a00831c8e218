// The WebSocket relay's calls (/api/websocket/...), each reply checked against core's models.
import {
  CreateWebSocketConnectionSchema,
  WebSocketConnectionSchema,
  WebSocketMessageSchema,
  WebSocketStatsSchema,
  type CreateWebSocketConnection,
  type SendWebSocketMessage,
} from '@courier/core';
import * as z from 'zod';
import { apiCall as call, apiFetch, jsonBody as json } from '../../lib/api.js';

const id = encodeURIComponent;
const CreatedSchema = z.object({ connectionId: z.string(), data: WebSocketConnectionSchema });

export const websocketApi = {
  list: async () => (await call('/websocket/connections', z.array(WebSocketConnectionSchema))).data,
  /** Refusals (the upstream's or the server's) throw an ApiError with the server's words. */
  create: async (input: CreateWebSocketConnection) =>
    CreatedSchema.parse(
      await apiFetch('/websocket/connections', json('POST', CreateWebSocketConnectionSchema.parse(input))),
    ),
  messages: async (connectionId: string) =>
    (await call(`/websocket/connections/${id(connectionId)}/messages`, z.array(WebSocketMessageSchema))).data,
  send: (connectionId: string, message: SendWebSocketMessage) =>
    apiFetch(`/websocket/connections/${id(connectionId)}/send`, json('POST', message)),
  close: (connectionId: string, code: number, reason: string) =>
    apiFetch(`/websocket/connections/${id(connectionId)}/close`, json('POST', { code, reason })),
  remove: (connectionId: string) => apiFetch(`/websocket/connections/${id(connectionId)}`, { method: 'DELETE' }),
  stats: async () => (await call('/websocket/stats', WebSocketStatsSchema)).data,
};
