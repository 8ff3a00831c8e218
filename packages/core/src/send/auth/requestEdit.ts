import { encodeUrlencoded, URLENCODED_CONTENT_TYPE } from '../urlencoded.js';
import type { TransportRequest } from '../transport.js';

/** Immutable edits that auth schemes make to a prepared request. */

/** Replaces every header of that name (any case) with one value, as Postman's auth helpers do. */
export function withHeader(request: TransportRequest, name: string, value: string): TransportRequest {
  const wanted = name.toLowerCase();
  const headers = request.headers.filter((header) => header.name.toLowerCase() !== wanted);
  return { ...request, headers: [...headers, { name, value }] };
}

/** Appends query parameters before any fragment, percent-encoded (RFC 3986 §3.4). */
export function withQuery(request: TransportRequest, pairs: Array<[string, string]>): TransportRequest {
  if (pairs.length === 0) return request;
  const hashAt = request.url.indexOf('#');
  const base = hashAt === -1 ? request.url : request.url.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : request.url.slice(hashAt);
  const query = pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return { ...request, url: `${base}${separator}${query}${fragment}` };
}

/** The body as the text a signer hashes, or undefined when it is a file or multipart stream. */
export function bodyTextForSigning(request: TransportRequest): string | undefined {
  const body = request.body;
  if (!body) return '';
  if (body.type === 'text') return body.text;
  if (body.type === 'urlencoded') return encodeUrlencoded(body.fields);
  return undefined;
}

/** The Content-Type the request will carry: its own header, else the one its body type implies. */
export function contentTypeOf(request: TransportRequest): string | undefined {
  const own = request.headers.find((header) => header.name.toLowerCase() === 'content-type');
  if (own) return own.value;
  return request.body?.type === 'urlencoded' ? URLENCODED_CONTENT_TYPE : undefined;
}

/** UTF-8 → base64 without Buffer, so it runs in browsers too. */
export function utf8ToBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A random hex string from the platform CSPRNG (WebCrypto, in browsers and Node). */
export function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}
