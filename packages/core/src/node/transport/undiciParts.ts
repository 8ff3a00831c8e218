// The parts of undici the transport uses, each from its own module. undici's entry point loads
// all of undici — fetch, WebSocket, cache stores, mocks, the cookie parser — which takes about
// twice as long as what the transport needs, on every CLI start (a one-request run
// within 250 ms). undici publishes no "exports" map, so these paths are requireable; the same
// module instances back `import { Agent } from 'undici'`, and the transport's tests would fail
// on a release that moved them.
import { createRequire } from 'node:module';
import type * as Undici from 'undici';

const require = createRequire(import.meta.url);

export const Agent: typeof Undici.Agent = require('undici/lib/dispatcher/agent.js');
export type Agent = Undici.Agent;

export const buildConnector: typeof Undici.buildConnector = require('undici/lib/core/connect.js');

/** Multipart bodies only, so loaded on first use: it brings undici's fetch body machinery. */
export function createFormData(): Undici.FormData {
  const { FormData } = require('undici/lib/web/fetch/formdata.js') as { FormData: typeof Undici.FormData };
  return new FormData();
}
