// The parts of undici the transport uses, each from its own module. undici's entry point loads
// all of undici — fetch, WebSocket, cache stores, mocks, the cookie parser — which takes about
// twice as long as what the transport needs, on every CLI start. undici publishes no "exports"
// map, so these paths are importable; the same module instances back `import { Agent } from
// 'undici'`, and the transport's tests would fail on a release that moved them. Static imports,
// so the CLI's bundler sees them (see the CLI's build, which defers undici's HTTP/2 half).
import type * as Undici from 'undici';
import undiciAgent from 'undici/lib/dispatcher/agent.js';
import undiciBuildConnector from 'undici/lib/core/connect.js';
import undiciProxyAgent from 'undici/lib/dispatcher/proxy-agent.js';
import undiciDispatcher from 'undici/lib/dispatcher/dispatcher.js';
import undiciConnect from 'undici/lib/api/api-connect.js';

export const Agent = undiciAgent;
export type Agent = Undici.Agent;

export type ProxyAgent = Undici.ProxyAgent;

/**
 * A ProxyAgent opens its tunnels with the dispatcher's `connect` (CONNECT), which undici's entry
 * point adds to every dispatcher's prototype; without the entry point, it is added here, once.
 */
export function createProxyAgent(options: Undici.ProxyAgent.Options): ProxyAgent {
  const prototype = undiciDispatcher.prototype as { connect?: unknown };
  prototype.connect ??= undiciConnect;
  return new undiciProxyAgent(options);
}

export const buildConnector = undiciBuildConnector;

/** Multipart bodies only, so loaded on first use: it brings undici's fetch body machinery. */
export async function createFormData(): Promise<Undici.FormData> {
  // The module's CommonJS exports, as its default export: named ones are Node's guess, which a
  // bundler does not make.
  const { FormData } = (await import('undici/lib/web/fetch/formdata.js')).default;
  return new FormData();
}
