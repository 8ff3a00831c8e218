// The app's one Transport: every send goes through the server's /api/proxy, from a Worker.
import type { Transport } from '@courier/core';
import { endSession } from './api.js';
import { createProxyTransport } from './proxyTransport.js';
import { sessionHeaders } from './session.js';
import { workerExchange } from './workerExchange.js';

const exchange = workerExchange(
  () => new Worker(new URL('./proxyWorker.ts', import.meta.url), { type: 'module', name: 'courier-proxy' }),
);

/**
 * The workspace whose Settings › Certificates and proxy the server applies to a send; the workspace
 * feature names it once it knows the current one (lib does not reach into features).
 */
let sendingWorkspace: () => string | undefined = () => undefined;
export function sendAsWorkspace(current: () => string | undefined): void {
  sendingWorkspace = current;
}

function proxyHeaders(): Record<string, string> {
  const workspaceId = sendingWorkspace();
  return { ...sessionHeaders(), ...(workspaceId && { 'X-Courier-Workspace': workspaceId }) };
}

export const transport = createProxyTransport(exchange, { headers: proxyHeaders, onUnauthorized: endSession });

/** The same transport, with headers of the caller's for the proxy beside the session's (the Builder's environment). */
export function transportWith(headers: () => Record<string, string>): Transport {
  return createProxyTransport(exchange, {
    headers: () => ({ ...proxyHeaders(), ...headers() }),
    onUnauthorized: endSession,
  });
}
