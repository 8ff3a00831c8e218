// The app's one Transport: every send goes through the server's /api/proxy, from a Worker.
import { endSession } from './api.js';
import { createProxyTransport } from './proxyTransport.js';
import { sessionHeaders } from './session.js';
import { workerExchange } from './workerExchange.js';

export const transport = createProxyTransport(
  workerExchange(
    () => new Worker(new URL('./proxyWorker.ts', import.meta.url), { type: 'module', name: 'courier-proxy' }),
  ),
  { headers: sessionHeaders, onUnauthorized: endSession },
);
