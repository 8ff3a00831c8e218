// A route's response script, run in the isolated-vm sandbox the runner uses (a time and a memory
// limit per run, no access to the server). The script sees the incoming request as pm.request and
// the chosen response as pm.response, and changes what is sent with pm.variables.set('mock.status',
// 201), pm.variables.set('mock.headers', {...}) and pm.variables.set('mock.body', value).
import { HttpRequestSchema, variableText, type MockReply, type MockRequest, type ScriptHost } from '@courier/core';
import { createScriptHostPool } from '@courier/core/node';

export const SCRIPT_TIMEOUT_MS = 1000;
const SCRIPT_MEMORY_MB = 32;
const SANDBOXES = 2;

export type ScriptOutcome = { ok: true; reply: MockReply } | { ok: false; error: string };

export interface ResponseScripts {
  run(source: string, request: MockRequest, url: string, reply: MockReply): Promise<ScriptOutcome>;
  dispose(): Promise<void>;
}

const NO_SCOPES = { globals: [], environment: [], collectionVariables: [], local: [], iterationData: {} };

function isStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599;
}

export function responseScripts(): ResponseScripts {
  let pool: ScriptHost | undefined;
  return {
    async run(source, request, url, reply) {
      pool ??= createScriptHostPool({ size: SANDBOXES, memoryLimitMb: SCRIPT_MEMORY_MB });
      const output = await pool.run(
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
          timeoutMs: SCRIPT_TIMEOUT_MS,
        },
        { sendRequest: () => Promise.reject(new Error('A mock response script cannot send requests')) },
      );
      if (!output.success) return { ok: false, error: output.error?.message ?? 'The script failed' };
      const set = new Map(output.scopes.local.map((variable) => [variable.key, variable.value as unknown]));
      const status = set.get('mock.status');
      if (status !== undefined && !isStatus(status)) {
        return { ok: false, error: `mock.status must be a whole number from 100 to 599, not ${variableText(status)}` };
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
      return { ok: true, reply: next };
    },
    async dispose() {
      await pool?.dispose();
    },
  };
}
