// The median cost of one pre-request + test script pair (three assertions) on the
// Node script host, warm, beside postman-sandbox measured in the same process and run.
// `npm run bench sandbox`
import Sandbox from 'postman-sandbox';
import { ensurePrelude } from '../scripts/build-prelude.mjs';
import type { ScriptInput } from '../src/script/host.js';

await ensurePrelude();
const { createNodeScriptHost } = await import('../src/node/script/nodeScriptHost.js');

const WARMUP = 300;
const SAMPLES = 2000;
const PRE_REQUEST = `pm.environment.set('requestedAt', Date.now()); pm.request.headers.upsert({ key: 'X-Trace', value: pm.variables.get('trace') });`;
const TEST = `
pm.test('status is 200', () => pm.response.to.have.status(200));
pm.test('has a name', () => pm.expect(pm.response.json().name).to.equal('Ada'));
pm.test('is fast', () => pm.expect(pm.response.responseTime).to.be.below(500));
`;
const body = JSON.stringify({ id: 7, name: 'Ada' });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function measure(pair: () => Promise<void>): Promise<number> {
  for (let index = 0; index < WARMUP; index += 1) await pair();
  const samples: number[] = [];
  for (let index = 0; index < SAMPLES; index += 1) {
    const started = performance.now();
    await pair();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

async function courier(): Promise<number> {
  const host = createNodeScriptHost();
  const base: Omit<ScriptInput, 'event' | 'scripts'> = {
    request: {
      method: 'GET',
      url: 'https://api.example.test/users/7',
      headers: [],
      pathVariables: [],
      body: { mode: 'none' },
      auth: { type: 'none' },
    },
    scopes: {
      globals: [],
      environment: [{ key: 'trace', value: 'abc', enabled: true }],
      collectionVariables: [],
      local: [],
      iterationData: {},
    },
    info: { eventName: 'prerequest', iteration: 0, iterationCount: 1, requestName: 'Get user', requestId: 'r1' },
    timeoutMs: 5000,
  };
  const response = {
    status: 200,
    statusText: 'OK',
    headers: [{ name: 'Content-Type', value: 'application/json' }],
    body,
    bodyEncoding: 'utf8' as const,
    size: body.length,
    duration: 12,
  };
  const bridge = { sendRequest: () => Promise.reject(new Error('not used')) };
  const result = await measure(async () => {
    const pre = await host.run(
      { ...base, event: 'prerequest', scripts: [{ name: 'pre', source: PRE_REQUEST }] },
      bridge,
    );
    const test = await host.run(
      {
        ...base,
        event: 'test',
        scripts: [{ name: 'test', source: TEST }],
        request: pre.request,
        scopes: pre.scopes,
        response,
        info: { ...base.info, eventName: 'test' },
      },
      bridge,
    );
    if (test.tests.length !== 3 || !test.tests.every((entry) => entry.passed)) throw new Error('Courier pair failed');
  });
  await host.dispose();
  return result;
}

interface PostmanContext {
  execute(
    target: object,
    options: object,
    callback: (error: Error | null, execution: { environment: object }) => void,
  ): void;
  on(event: string, listener: (...args: unknown[]) => void): void;
  dispose(): void;
}

async function postman(): Promise<number> {
  const context = await new Promise<PostmanContext>((resolve, reject) =>
    Sandbox.createContext({ timeout: 5000 }, (error: Error | null, created: never) =>
      error ? reject(error) : resolve(created as PostmanContext),
    ),
  );
  let passed = 0;
  context.on('execution.assertion', (_cursor, assertions) => {
    passed += (assertions as { passed: boolean }[]).filter((assertion) => assertion.passed).length;
  });
  const request = { url: 'https://api.example.test/users/7', method: 'GET' };
  const execute = (listen: string, exec: string, extra: object) =>
    new Promise<{ environment: object }>((resolve, reject) =>
      context.execute({ listen, script: { exec: [exec] } }, { context: { request, ...extra } }, (error, execution) =>
        error ? reject(error) : resolve(execution),
      ),
    );
  const result = await measure(async () => {
    passed = 0;
    const pre = await execute('prerequest', PRE_REQUEST, { environment: { values: [{ key: 'trace', value: 'abc' }] } });
    await execute('test', TEST, {
      environment: pre.environment,
      response: {
        code: 200,
        status: 'OK',
        header: [{ key: 'Content-Type', value: 'application/json' }],
        body,
        responseTime: 12,
      },
    });
    if (passed !== 3) throw new Error('postman-sandbox pair failed');
  });
  context.dispose();
  return result;
}

const courierMs = await courier();
const postmanMs = await postman();
console.table([
  { sandbox: 'courier (isolated-vm)', 'median ms per pair': courierMs.toFixed(3) },
  { sandbox: 'postman-sandbox', 'median ms per pair': postmanMs.toFixed(3) },
]);
console.log(
  `Target ≤ 0.3 ms per pair: ${courierMs <= 0.3 ? 'met' : 'missed'} (${SAMPLES} samples after ${WARMUP} warm-up pairs each)`,
);
