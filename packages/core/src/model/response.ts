import * as z from 'zod';
import { EventStreamSchema } from './eventStream.js';

/** A response header; a list keeps duplicates (Set-Cookie) and the server's order. */
const HeaderSchema = z.object({ name: z.string(), value: z.string() });
export type Header = z.infer<typeof HeaderSchema>;

/** Milliseconds spent in each phase of one exchange; absent phases (reused socket) are 0. */
const TimingsSchema = z.object({
  dns: z.number().nonnegative().default(0),
  connect: z.number().nonnegative().default(0),
  tls: z.number().nonnegative().default(0),
  firstByte: z.number().nonnegative().default(0),
  download: z.number().nonnegative().default(0),
  total: z.number().nonnegative().default(0),
});
export type Timings = z.infer<typeof TimingsSchema>;

/**
 * What came back. The body travels as text when it decodes as UTF-8 and as base64
 * otherwise, so binary bytes survive JSON (the proxy, storage, the sandbox boundary).
 */
export const HttpResponseSchema = z.object({
  status: z.number().int(),
  statusText: z.string().default(''),
  headers: z.array(HeaderSchema).default([]),
  body: z.string().default(''),
  bodyEncoding: z.enum(['utf8', 'base64']).default('utf8'),
  /** Bytes of the decoded body. */
  size: z.number().int().nonnegative().default(0),
  /** Milliseconds from sending to the last byte. */
  duration: z.number().nonnegative().default(0),
  timings: TimingsSchema.optional(),
  /** The URL that answered, after redirects. */
  url: z.string().optional(),
  /** The request headers as the transport sent them to that URL (Host, cookies, defaults…), when it knows them. */
  requestHeaders: z.array(HeaderSchema).optional(),
  /**
   * Every Set-Cookie of the exchange, redirects included, with the URL of the hop that sent it: what
   * a jar kept away from the transport stores (the browser's, behind the proxy). Absent when none.
   */
  setCookies: z.array(z.object({ url: z.string(), value: z.string() })).optional(),
  /** A `text/event-stream` response's events, read as they arrived; the body holds the stream's text. */
  eventStream: EventStreamSchema.optional(),
});
export type HttpResponse = z.infer<typeof HttpResponseSchema>;

/** A failure described for people, with a stable code for programs (shown as 'Error Code'). */
export const ErrorInfoSchema = z.object({ message: z.string(), code: z.string().optional() });
export type ErrorInfo = z.infer<typeof ErrorInfoSchema>;
