// Hop-by-hop headers describe one connection, not the message (RFC 9110 §7.6.1): a proxy must not
// forward them, nor the headers a Connection header names.
import type { Header } from '@courier/core';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The headers without hop-by-hop ones; `content-length` too when the proxy frames the body itself. */
export function withoutHopByHop(headers: readonly Header[], also: readonly string[] = []): Header[] {
  const drop = new Set([...HOP_BY_HOP, ...also]);
  for (const header of headers) {
    if (header.name.toLowerCase() !== 'connection') continue;
    for (const named of header.value.split(',')) drop.add(named.trim().toLowerCase());
  }
  return headers.filter((header) => !drop.has(header.name.toLowerCase()));
}
