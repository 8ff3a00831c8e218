// The JSON form of a `TransportRequest` (transport.ts), for every boundary that receives one as data:
// the server's `/api/proxy` validates the browser's request with it.
import * as z from 'zod';

/** RFC 9110 §5.6.2 token: the characters a header name or a method may hold. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const LINE_BREAK = /[\r\n]/;

/** CR or LF in a header would split it into two, smuggling headers or a second request (RFC 9112 §2.2). */
const TransportHeaderSchema = z.object({
  name: z
    .string()
    .refine((name) => !LINE_BREAK.test(name), 'Header names must not contain CR or LF')
    .refine((name) => TOKEN.test(name), "Header names may only hold letters, digits and !#$%&'*+-.^_`|~"),
  value: z
    .string()
    .refine((value) => !LINE_BREAK.test(value), 'Header values must not contain CR or LF')
    .refine((value) => !value.includes('\0'), 'Header values must not contain NUL'),
});

const base64 = z.base64('Must be base64');

const MultipartPartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), name: z.string(), value: z.string(), contentType: z.string().optional() }),
  z.object({ kind: z.literal('file'), name: z.string(), path: z.string(), contentType: z.string().optional() }),
  z.object({
    kind: z.literal('blob'),
    name: z.string(),
    fileName: z.string(),
    data: base64,
    contentType: z.string().optional(),
  }),
]);

const TransportBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('base64'), data: base64 }),
  z.object({ type: z.literal('urlencoded'), fields: z.array(z.object({ key: z.string(), value: z.string() })) }),
  z.object({ type: z.literal('multipart'), parts: z.array(MultipartPartSchema) }),
  z.object({ type: z.literal('file'), path: z.string() }),
]);

/**
 * A header map (`{ "Accept": "application/json" }`, the request shape spec 01 posts to the proxy)
 * becomes the list the transport sends; the list form is kept because it can repeat a name.
 */
function headerMapAsList(headers: unknown): unknown {
  if (headers === null || typeof headers !== 'object' || Array.isArray(headers)) return headers;
  return Object.entries(headers).map(([name, value]) => ({ name, value }));
}

export const TransportRequestSchema = z.object({
  method: z.string().regex(TOKEN, 'Method must be a single word such as GET'),
  url: z.string().min(1, 'URL is required'),
  headers: z.preprocess(headerMapAsList, z.array(TransportHeaderSchema)).default([]),
  body: TransportBodySchema.optional(),
  timeoutMs: z.number().int().positive().optional(),
  followRedirects: z.boolean().optional(),
  followOriginalHttpMethod: z.boolean().optional(),
  removeRefererHeaderOnRedirect: z.boolean().optional(),
  maxRedirects: z.number().int().nonnegative().optional(),
  strictSSL: z.boolean().optional(),
  disableUrlEncoding: z.boolean().optional(),
  maxResponseBytes: z.number().int().positive().optional(),
  disabledSystemHeaders: z.array(z.string()).optional(),
});

/** Everything a `TransportRequest` holds except its `signal` and `eventStream` (callbacks), which cannot travel as JSON. */
export type TransportRequestData = z.infer<typeof TransportRequestSchema>;
