// A route's response script, run in a script host (the isolated-vm sandbox in Node: a time and a
// memory limit per run, no access to the process). The script sees the incoming request as
// pm.request and the chosen response as pm.response, and changes what is sent with
// pm.variables.set('mock.status', 201), pm.variables.set('mock.headers', {...}) and
// pm.variables.set('mock.body', value). The server and `courier mock` answer alike with it.
import { HttpRequestSchema } from '../model/request.js';
import { variableText } from '../model/variable.js';
import type { ScriptHost } from '../script/host.js';
import type { MockRequest } from './mockRequest.js';
import type { MockReply } from './reply.js';

const MOCK_SCRIPT_TIMEOUT_MS = 1000;
export const MOCK_SCRIPT_MEMORY_MB = 32;

/** The reply to send; with `error` when the script failed and the reply is the 500 saying so. */
export interface ScriptedReply {
  reply: MockReply;
  error?: string;
}

const NO_SCOPES = { globals: [], environment: [], collectionVariables: [], local: [], iterationData: {} };

function isStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599;
}

function failed(reason: string): ScriptedReply {
  const error = `Response script failed: ${reason}`;
  return {
    reply: {
      status: 500,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ success: false, message: error }),
      delay: 0,
    },
    error,
  };
}

/** Runs `source` against the request and the chosen reply; a script that throws or loops answers 500. */
export async function runResponseScript(
  host: ScriptHost,
  source: string,
  request: MockRequest,
  url: string,
  reply: MockReply,
): Promise<ScriptedReply> {
  let output;
  try {
    output = await host.run(
      {
        event: 'test',
        scripts: [{ name: 'Mock response script', source }],
        request: HttpRequestSchema.parse({
          method: request.method,
          url,
          headers: Object.entries(request.headers).map(([key, value]) => ({ key, value })),
          body: request.body === '' ? { mode: 'none' } : { mode: 'raw', raw: request.body },
        }),
        response: {
          status: reply.status,
          statusText: '',
          headers: Object.entries(reply.headers).map(([name, value]) => ({ name, value })),
          body: reply.body,
          bodyEncoding: 'utf8',
          size: reply.body.length,
          duration: 0,
        },
        scopes: NO_SCOPES,
        info: { eventName: 'test', iteration: 0, iterationCount: 1, requestName: 'Mock', requestId: 'mock' },
        timeoutMs: MOCK_SCRIPT_TIMEOUT_MS,
      },
      { sendRequest: () => Promise.reject(new Error('A mock response script cannot send requests')) },
    );
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
  if (!output.success) return failed(output.error?.message ?? 'The script failed');
  const set = new Map(output.scopes.local.map((variable) => [variable.key, variable.value as unknown]));
  const status = set.get('mock.status');
  if (status !== undefined && !isStatus(status)) {
    return failed(`mock.status must be a whole number from 100 to 599, not ${variableText(status)}`);
  }
  const headers = set.get('mock.headers');
  const next: MockReply = { ...reply, status: status ?? reply.status };
  if (headers !== null && typeof headers === 'object' && !Array.isArray(headers)) {
    next.headers = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, variableText(value)]));
  }
  if (set.has('mock.body')) {
    const body = set.get('mock.body');
    next.body = typeof body === 'string' ? body : JSON.stringify(body);
  }
  return { reply: next };
}
