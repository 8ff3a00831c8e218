// The headers Postman's runtime adds to every request of a Postman collection, which servers and
// scripts written against Newman check for: see docs/decisions/0038-postman-system-headers.md.
import type { Transport, TransportRequest } from '@courier/core';

/**
 * Postman's runtime names itself; Courier adds its own name after it, so a server that lets
 * `PostmanRuntime/…` through lets Courier through and its logs still tell the two apart.
 */
const POSTMAN_USER_AGENT = 'PostmanRuntime/7.39.1 Courier';

/** What Postman's runtime adds that a request does not set itself, each made for one request. */
function systemHeaders(): Array<[string, string]> {
  return [
    ['User-Agent', POSTMAN_USER_AGENT],
    ['Cache-Control', 'no-cache'],
    // Web Crypto's generator (Node's own global): node:crypto would load some 35 built-ins at every
    // run's start (tests/cli/startupBuiltins.test.ts).
    ['Postman-Token', globalThis.crypto.randomUUID()],
  ];
}

function withSystemHeaders(request: TransportRequest): TransportRequest {
  const present = new Set(request.headers.map((header) => header.name.toLowerCase()));
  const disabled = new Set(request.disabledSystemHeaders ?? []);
  const added = systemHeaders()
    .filter(([name]) => !present.has(name.toLowerCase()) && !disabled.has(name.toLowerCase()))
    .map(([name, value]) => ({ name, value }));
  return added.length === 0 ? request : { ...request, headers: [...request.headers, ...added] };
}

/** The transport with Postman's system headers on every request, and its other parts as they are. */
export function withPostmanSystemHeaders(transport: Transport): Transport {
  return { ...transport, send: (request: TransportRequest) => transport.send(withSystemHeaders(request)) };
}
