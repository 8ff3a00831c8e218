// One change as the live channel delivers it: numbered per scope ('team:<id>', 'workspace:<id>',
// 'user:<id>'), so a client that has seen number N of a scope has seen everything up to N.
import type { LiveEventType } from '@courier/core';
import * as z from 'zod';

const LiveEventWireSchema = z.object({
  scope: z.string(),
  seq: z.number().int().nonnegative(),
  type: z.string(),
  actor: z.string().nullable(),
  data: z.unknown(),
  at: z.string(),
});
/**
 * Typed with the names core gives each scope's events, so a handler comparing with a name that no
 * longer exists fails the type check. A newer server's unknown type still arrives (its number
 * counts) and falls to each handler's default.
 */
export type LiveEvent = Omit<z.infer<typeof LiveEventWireSchema>, 'type'> & { type: LiveEventType };
export const LiveEventSchema: z.ZodType<LiveEvent> = LiveEventWireSchema as z.ZodType<LiveEvent>;

/** Something happening now that the server does not store (a relayed WebSocket frame): no number, no replay. */
export const LiveNoticeSchema = z.object({ scope: z.string(), type: z.string(), data: z.unknown(), at: z.string() });
export type LiveNotice = z.infer<typeof LiveNoticeSchema>;

/** A `revoked` or `reset` message: it names the scope it is about. */
export const ScopeMessageSchema = z.object({ scope: z.string() });

/** How a connection stands: 'live' once the server has said it is ready. */
export type LiveStatus = 'idle' | 'connecting' | 'live' | 'reconnecting';
