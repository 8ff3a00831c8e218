import * as z from 'zod';
import { WEBSOCKET_BINARY_ENCODINGS } from '../websocket/model.js';
import { AuthSchema } from './auth.js';
import { KeyValueSchema } from './keyValue.js';

/** The kinds of message a WebSocket request keeps: a ping carries nothing worth saving. */
const SAVED_WEBSOCKET_MESSAGE_TYPES = ['text', 'binary'] as const;

/** A message kept with a WebSocket request, sent again with one click once connected. */
export const SavedWebSocketMessageSchema = z.object({
  id: z.string().min(1),
  name: z.string().default('Untitled message'),
  type: z.enum(SAVED_WEBSOCKET_MESSAGE_TYPES).default('text'),
  /** How a binary message's body is written; text messages have none. */
  encoding: z.enum(WEBSOCKET_BINARY_ENCODINGS).optional(),
  /** As typed, `{{placeholders}}` included: they are filled in when it is sent. */
  body: z.string().default(''),
});
export type SavedWebSocketMessage = z.infer<typeof SavedWebSocketMessageSchema>;

/**
 * A WebSocket request saved in a collection beside HTTP requests, as in Postman and Insomnia: what
 * the WebSocket view's connect dialog asks for, and the messages kept with it. Auth may inherit
 * from the folders and collection above it, like an HTTP request's.
 */
export const WebSocketRequestSchema = z.object({
  type: z.literal('websocket'),
  id: z.string().min(1),
  name: z.string().default('Untitled WebSocket request'),
  description: z.string().optional(),
  /** As typed, `{{placeholders}}` included. */
  url: z.string().default(''),
  headers: z.array(KeyValueSchema).default([]),
  protocols: z.array(z.string()).default([]),
  auth: AuthSchema.default({ type: 'inherit' }),
  messages: z.array(SavedWebSocketMessageSchema).default([]),
  createdAt: z.string().default(() => new Date().toISOString()),
});
export type WebSocketRequest = z.infer<typeof WebSocketRequestSchema>;
