// The app's one Transport: every send goes through the server's /api/proxy, from a Worker.
import type { Transport } from '@courier/core';
import { endSession } from './api.js';
import { createProxyTransport } from './proxyTransport.js';
import { sessionHeaders } from './session.js';
import { workerExchange } from './workerExchange.js';

const exchange = workerExchange(
  () => new Worker(new URL('./proxyWorker.ts', import.meta.url), { type: 'module', name: 'courier-proxy' }),
);

export const transport = createProxyTransport(exchange, { headers: sessionHeaders, onUnauthorized: endSession });

/** The same transport, with headers of the caller's for the proxy beside the session's (the Builder's environment). */
export function transportWith(headers: () => Record<string, string>): Transport {
  return createProxyTransport(exchange, {
    headers: () => ({ ...sessionHeaders(), ...headers() }),
    onUnauthorized: endSession,
  });
}
