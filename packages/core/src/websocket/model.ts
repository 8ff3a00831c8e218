// The WebSocket tester's records: a relayed connection with its handshake and counters, the messages
// it carried, a user's statistics, and the bodies of the create, send and close calls.
import * as z from 'zod';

const WEBSOCKET_STATUSES = ['connecting', 'connected', 'closed', 'error'] as const;
export type WebSocketStatus = (typeof WEBSOCKET_STATUSES)[number];

/** Closing from the view asks for a normal closure with this reason. */
export const WEBSOCKET_CLOSE_CODE = 1000;
export const WEBSOCKET_CLOSE_REASON = 'User closed connection';
/** With live push off, the view polls at this pace. */
export const WEBSOCKET_POLL_INTERVAL_MS = 2000;
export const WEBSOCKET_MESSAGE_TYPES = ['text', 'binary', 'ping'] as const;
export type WebSocketSendType = (typeof WEBSOCKET_MESSAGE_TYPES)[number];
export const WEBSOCKET_BINARY_ENCODINGS = ['hex', 'base64'] as const;
export type WebSocketBinaryEncoding = (typeof WEBSOCKET_BINARY_ENCODINGS)[number];

/** 'chat, , v2.json ' → ['chat', 'v2.json']: split on commas, trimmed, blanks dropped. */
export function parseProtocols(text: string): string[] {
  return text
    .split(',')
    .map((protocol) => protocol.trim())
    .filter((protocol) => protocol !== '');
}

const headerName = z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'Header names must be HTTP tokens');
const headerValue = z.string().regex(/^[^\r\n\0]*$/, 'Header values must not contain CR, LF or NUL');
/** A subprotocol is an HTTP token (RFC 6455); anything else would be refused by every server. */
const protocolName = z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'Protocols must be HTTP tokens');

export const CreateWebSocketConnectionSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Enter a WebSocket URL')
    .refine(
      (text) => URL.canParse(text) && /^wss?:$/.test(new URL(text).protocol),
      'The URL must start with ws:// or wss://',
    ),
  protocols: z
    .union([z.string().transform(parseProtocols), z.array(z.string().trim()).transform((list) => list.filter(Boolean))])
    .pipe(z.array(protocolName).max(32, 'At most 32 protocols'))
    .default([]),
  headers: z.record(headerName, headerValue).default({}),
});
export type CreateWebSocketConnection = z.input<typeof CreateWebSocketConnectionSchema>;

export const SendWebSocketMessageSchema = z.object({
  message: z.string(),
  messageType: z.enum(WEBSOCKET_MESSAGE_TYPES).default('text'),
  /** How a binary message's text is written. */
  encoding: z.enum(WEBSOCKET_BINARY_ENCODINGS).default('hex'),
});
export type SendWebSocketMessage = z.input<typeof SendWebSocketMessageSchema>;

export const CloseWebSocketConnectionSchema = z.object({
  /** 1000, or an application code; 1001–1015 are reserved for the endpoints themselves. */
  code: z
    .number()
    .int()
    .refine(
      (code) => code === WEBSOCKET_CLOSE_CODE || (code >= 3000 && code <= 4999),
      'Close code must be 1000 or 3000–4999',
    )
    .default(WEBSOCKET_CLOSE_CODE),
  reason: z
    .string()
    .refine((reason) => new TextEncoder().encode(reason).length <= 123, 'A close reason is at most 123 bytes')
    .default(WEBSOCKET_CLOSE_REASON),
});

/** What was sent to open the connection and what the server answered: 101, or its refusal. */
const WebSocketHandshakeSchema = z.object({
  request: z.object({ method: z.string(), url: z.string(), headers: z.record(z.string(), z.string()) }),
  response: z
    .object({
      status: z.number().int(),
      statusText: z.string(),
      headers: z.record(z.string(), z.string()),
      /** The refusing answer's body (its start), absent on 101. */
      body: z.string().optional(),
    })
    .optional(),
});
export type WebSocketHandshake = z.infer<typeof WebSocketHandshakeSchema>;

export const WebSocketConnectionSchema = z.object({
  id: z.string(),
  url: z.string(),
  status: z.enum(WEBSOCKET_STATUSES),
  protocols: z.array(z.string()),
  /** The subprotocol the server chose, '' when none. */
  protocol: z.string(),
  createdAt: z.string(),
  messageCount: z.number().int(),
  /** Older messages no longer kept: the history holds the newest ones only. */
  droppedCount: z.number().int(),
  bytes: z.number().int(),
  stats: z.object({
    messagesReceived: z.number().int(),
    messagesSent: z.number().int(),
    /** Mean ping-to-pong round trip in ms; 0 before the first pong. */
    averageLatency: z.number(),
  }),
  handshake: WebSocketHandshakeSchema,
  error: z.string().optional(),
  closeCode: z.number().int().optional(),
  closeReason: z.string().optional(),
});
export type WebSocketConnection = z.infer<typeof WebSocketConnectionSchema>;

export const WebSocketMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(['sent', 'received', 'system']),
  type: z.enum(['message', 'system', 'error', 'ping', 'pong']),
  timestamp: z.string(),
  size: z.number().int(),
  /** Text as is; a binary payload as lowercase hex. */
  content: z.string(),
  binary: z.boolean().optional(),
  /** On a pong answering our ping: the round trip in ms. */
  roundTripMs: z.number().optional(),
});
export type WebSocketMessage = z.infer<typeof WebSocketMessageSchema>;

export const WebSocketStatsSchema = z.object({
  totalConnections: z.number().int(),
  activeConnections: z.number().int(),
  totalMessages: z.number().int(),
  totalBytes: z.number().int(),
  totalErrors: z.number().int(),
});
export type WebSocketStats = z.infer<typeof WebSocketStatsSchema>;

/** The Statistics tab's data figure: KB with one decimal. */
export const formatKilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
