import {
  CollectionSchema,
  EMPTY_URL_MESSAGE,
  type HttpResponse,
  type ScriptHost,
  type Transport,
  type TransportRequest,
  type Variable,
} from '@courier/core';
import { describe, expect, it } from 'vitest';
import type { ResponseView } from '../response/responseStore.js';
import { emptyDraft, type Draft } from './builderStore.js';
import { sendDraft, type SendPorts } from './sendDraft.js';
import { sendState } from './sendState.js';

function harness(
  answer: (request: TransportRequest) => Promise<HttpResponse>,
  environment: Variable[] = [],
  sending = false,
) {
  const seen: TransportRequest[] = [];
  const shown: ResponseView[] = [];
  const recorded: ResponseView[] = [];
  const alerts: string[] = [];
  let env = environment;
  const transport: Transport = {
    send: (request) => {
      seen.push(request);
      return answer(request);
    },
  };
  const scripts: ScriptHost = {
    run: () => Promise.reject(new Error('no scripts in these tests')),
    dispose: async () => undefined,
  };
  const ports: SendPorts = {
    transport,
    scripts,
    environment: () => env,
    setEnvironment: (variables) => {
      env = variables;
    },
    globals: () => [],
    setGlobals: () => undefined,
    collections: () => [],
    timeoutMs: () => 30_000,
    isSending: () => sending,
    start: () => undefined,
    show: (view) => shown.push(view),
    record: (_draft, view) => recorded.push(view),
    alert: (message) => alerts.push(message),
    warn: (message) => alerts.push(message),
  };
  return { ports, seen, shown, recorded, alerts };
}

const ok = async (): Promise<HttpResponse> => ({
  status: 200,
  statusText: 'OK',
  headers: [],
  body: '{}',
  bodyEncoding: 'utf8',
  size: 2,
  duration: 5,
});

function draft(patch: Partial<Draft>): Draft {
  return { ...emptyDraft(), ...patch };
}

describe('send', () => {
  it("says 'Please enter a URL' and sends nothing for an empty URL", async () => {
    const { ports, seen, alerts } = harness(ok);
    await sendDraft(draft({ url: '  ' }), ports);
    expect(alerts).toEqual([EMPTY_URL_MESSAGE]);
    expect(seen).toEqual([]);
  });

  it('does not send while a variable is undefined', async () => {
    const { ports, seen } = harness(ok);
    expect(sendState(draft({ url: '{{host}}/x' }), { environment: [], globals: [], collections: [] }, false)).toEqual({
      kind: 'undefinedVariables',
      errors: ["URL: Variable 'host' is not defined"],
    });
    await sendDraft(draft({ url: '{{host}}/x' }), ports);
    expect(seen).toEqual([]);
  });

  it("sends a collection's request whose URL is a collection variable, as an imported collection's are", async () => {
    const collection = CollectionSchema.parse({
      id: 'c1',
      name: 'Shop',
      variables: [{ key: 'collectionVariablesURL', value: 'http://api.test/items' }],
      items: [{ type: 'request', id: 'r1', name: 'Items', method: 'GET', url: '{{collectionVariablesURL}}' }],
    });
    const { ports, seen } = harness(ok);
    const opened = draft({ url: '{{collectionVariablesURL}}', origin: { collectionId: 'c1', requestId: 'r1' } });
    const scopes = { environment: [], globals: [], collections: [collection] };
    expect(sendState(opened, scopes, false)).toEqual({ kind: 'ready' });
    await sendDraft(opened, { ...ports, collections: () => [collection] });
    expect(seen.map((request) => request.url)).toEqual(['http://api.test/items']);
    // The same URL outside the collection names a variable nothing defines.
    expect(sendState(draft({ url: '{{collectionVariablesURL}}' }), scopes, false).kind).toBe('undefinedVariables');
  });

  it('keeps Send ready for a variable the pre-request script sets', () => {
    const scripted = draft({
      url: 'http://api.test/items/{{reqIndex}}',
      preRequestScript: "pm.variables.set('reqIndex', 2);",
    });
    expect(sendState(scripted, { environment: [], globals: [], collections: [] }, false)).toEqual({ kind: 'ready' });
  });

  it('starts no second send while one is in flight', async () => {
    const { ports, seen, alerts } = harness(ok, [], true);
    await sendDraft(draft({ url: 'http://api.test/users' }), ports);
    expect(seen).toEqual([]);
    expect(alerts).toEqual([]);
  });

  it('resolves variables, sends, shows and records the response', async () => {
    const { ports, seen, shown, recorded } = harness(ok, [{ key: 'host', value: 'http://api.test', enabled: true }]);
    await sendDraft(draft({ url: '{{host}}/users' }), ports);
    expect(seen[0]?.url).toBe('http://api.test/users');
    expect(seen[0]?.timeoutMs).toBe(30_000);
    expect(shown[0]?.response?.status).toBe(200);
    expect(recorded).toHaveLength(1);
  });

  it('shows a transport failure with its code', async () => {
    const { ports, shown } = harness(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'CONNECTION_REFUSED' });
    });
    await sendDraft(draft({ url: 'http://127.0.0.1:9/' }), ports);
    expect(shown[0]).toMatchObject({
      response: null,
      error: { message: 'connect ECONNREFUSED', code: 'CONNECTION_REFUSED' },
    });
  });
});
