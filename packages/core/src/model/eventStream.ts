import * as z from 'zod';

/** One Server-Sent Event as it arrived: `event` is 'message' when the server named none (as EventSource does). */
const ServerSentEventSchema = z.object({
  event: z.string().default('message'),
  id: z.string().optional(),
  data: z.string().default(''),
  /** When it arrived, in milliseconds since the epoch. */
  receivedAt: z.number().nonnegative().default(0),
});
export type ServerSentEvent = z.infer<typeof ServerSentEventSchema>;

/**
 * Why an event stream ended: the server closed it, the user stopped it, the request's deadline
 * passed, it stayed quiet for the idle limit, or what was kept reached the size cap.
 */
const EVENT_STREAM_ENDINGS = ['server', 'stopped', 'timeout', 'idle', 'limit'] as const;
export type EventStreamEnding = (typeof EVENT_STREAM_ENDINGS)[number];

/** The events of a `text/event-stream` response, kept beside its raw text (the body). */
export const EventStreamSchema = z.object({
  events: z.array(ServerSentEventSchema).default([]),
  endedBy: z.enum(EVENT_STREAM_ENDINGS).default('server'),
});
export type EventStream = z.infer<typeof EventStreamSchema>;
