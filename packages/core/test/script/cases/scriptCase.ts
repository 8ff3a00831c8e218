// The shape of one contract case (scriptHost.case.test.ts): runs given to one host in order, and
// checks on what came back. Inputs are plain JSON so the same case runs in Node and in Chromium.
import type { HttpResponse } from '../../../src/model/response.js';
import type { TestResult } from '../../../src/model/testResult.js';
import type { ScriptBridge, ScriptCookie, ScriptInput, ScriptOutput } from '../../../src/script/host.js';

export interface ScriptCase {
  name: string;
  runs: ScriptInput[];
  check(outputs: ScriptOutput[]): void;
  /** Hosts the case cannot apply to, with the reason in the case's comment. */
  skip?: 'worker';
}

export const jsonResponse: HttpResponse = {
  status: 200,
  statusText: 'OK',
  headers: [
    { name: 'Content-Type', value: 'application/json; charset=utf-8' },
    { name: 'Set-Cookie', value: 'session=abc' },
  ],
  body: '{"id":7,"name":"Ada","tags":["a","b"],"owner":{"email":"ada@example.test"}}',
  bodyEncoding: 'utf8',
  size: 78,
  duration: 42,
};

/** A full input from the parts a case cares about. */
export function input(source: string | string[], overrides: Partial<ScriptInput> = {}): ScriptInput {
  const sources = Array.isArray(source) ? source : [source];
  const event = overrides.event ?? (overrides.response === undefined ? 'prerequest' : 'test');
  return {
    event,
    scripts: sources.map((text, index) => ({ name: `Script ${index + 1}`, source: text })),
    request: {
      method: 'POST',
      url: 'https://api.example.test/users?page=2',
      headers: [{ key: 'Accept', value: 'application/json', enabled: true }],
      pathVariables: [],
      body: { mode: 'raw', raw: '{"name":"Ada"}', language: 'json' },
      auth: { type: 'none' },
    },
    scopes: {
      globals: [{ key: 'shared', value: 'from globals', enabled: true }],
      environment: [
        { key: 'baseUrl', value: 'https://api.example.test', enabled: true },
        { key: 'shared', value: 'from environment', enabled: true },
      ],
      collectionVariables: [{ key: 'shared', value: 'from collection', enabled: true }],
      local: [],
      iterationData: { row: 1 },
    },
    info: { eventName: event, iteration: 0, iterationCount: 1, requestName: 'Create user', requestId: 'req-1' },
    cookies: [{ name: 'session', value: 'abc', domain: 'api.example.test', path: '/' }],
    timeoutMs: 5000,
    ...overrides,
  };
}

export function testInput(source: string | string[], overrides: Partial<ScriptInput> = {}): ScriptInput {
  return input(source, { response: jsonResponse, ...overrides });
}

/** The cookie jar of the contract suite’s bridge: by name, whatever the URL; the case that uses it ends by clearing it. */
export const bridgeCookies = new Map<string, ScriptCookie>();

/**
 * The bridge both hosts get in the contract suite: answers with the request it received as JSON,
 * and fails like a refused connection for hosts named `unreachable`; its cookie jar refuses URLs
 * that are not http(s), as a real one does.
 */
export const echoBridge: ScriptBridge = {
  async cookieJar(call) {
    if (!/^https?:\/\//.test(call.url)) throw new Error(`Invalid URL: ${call.url}`);
    if (call.action === 'getAll') return [...bridgeCookies.values()];
    if (call.action === 'set') {
      const cookie =
        typeof call.cookie === 'string'
          ? { name: call.cookie.split('=')[0]!, value: call.cookie.split('=')[1]! }
          : call.cookie;
      bridgeCookies.set(cookie.name, cookie);
      return cookie;
    }
    if (call.action === 'unset') bridgeCookies.delete(call.name);
    else bridgeCookies.clear();
    return null;
  },
  async sendRequest(request) {
    if (request.url.includes('unreachable')) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
    const body = JSON.stringify({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: request.body,
    });
    return {
      status: 201,
      statusText: 'Created',
      headers: [{ name: 'Content-Type', value: 'application/json' }],
      body,
      bodyEncoding: 'utf8',
      size: body.length,
      duration: 1,
    };
  },
};

/** A run's test results by name. */
export const byName = (outputs: ScriptOutput[], index = 0): Record<string, TestResult> =>
  Object.fromEntries(outputs[index]!.tests.map((test) => [test.name, test]));
