// `npm run bench runner`: the core runner's own cost per request (send pipeline + scripts +
// bookkeeping), medians of 3 runs, against an in-memory transport and a loopback HTTP server,
// plus peak RSS over a 100,000-request run (no scripts: the runner's own memory, results kept).
// Prints one table.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CollectionSchema, runCollection, type HttpResponse, type RunOptions, type Transport } from '../src/index.js';
import { createNodeScriptHost, createUndiciTransport } from '../src/node/index.js';

const PRE = 'pm.variables.set("stamp", Date.now());';
const TESTS = [
  'pm.test("status", () => pm.response.to.have.status(200));',
  'pm.test("json", () => pm.expect(pm.response.json().ok).to.eql(true));',
  'pm.test("fast", () => pm.expect(pm.response.responseTime).to.be.below(1000));',
].join('\n');

function collection(requests: number, scripts: boolean, url: string) {
  return CollectionSchema.parse({
    id: 'bench',
    name: 'Bench',
    items: Array.from({ length: requests }, (_, i) => ({
      type: 'request',
      id: `r${i}`,
      name: `Request ${i}`,
      url: `${url}/items/${i}?stamp={{stamp}}`,
      ...(scripts ? { preRequestScript: PRE, postRequestScript: TESTS } : {}),
    })),
  });
}

function memoryTransport(body: string): Transport {
  return {
    send: async (): Promise<HttpResponse> => ({
      status: 200,
      statusText: 'OK',
      headers: [{ name: 'Content-Type', value: 'application/json' }],
      body,
      bodyEncoding: 'utf8',
      size: body.length,
      duration: 1,
    }),
  };
}

async function timeRun(options: RunOptions, deps: Parameters<typeof runCollection>[1]): Promise<number> {
  const started = performance.now();
  const { result } = await runCollection(options, deps);
  if (result.summary.requests.failed > 0) throw new Error(`bench run failed: ${JSON.stringify(result.requests[0])}`);
  return (performance.now() - started) / result.summary.requests.total;
}

async function median(times: number, run: () => Promise<number>): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < times; i += 1) values.push(await run());
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 0;
}

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"ok":true}');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const scripts = createNodeScriptHost();
const rows: Array<[string, string]> = [];

const settings = { iterations: 10 };
const memory = memoryTransport('{"ok":true}');
rows.push([
  '100 req × 10 it, no scripts, in-memory transport',
  `${(await median(3, () => timeRun({ collection: collection(100, false, base), settings }, { transport: memory }))).toFixed(3)} ms/req`,
]);
rows.push([
  '100 req × 10 it, pre-request + 3 assertions, in-memory transport',
  `${(await median(3, () => timeRun({ collection: collection(100, true, base), settings }, { transport: memory, scripts }))).toFixed(3)} ms/req`,
]);
const http = createUndiciTransport();
rows.push([
  '100 req × 10 it, pre-request + 3 assertions, undici → loopback',
  `${(await median(3, () => timeRun({ collection: collection(100, true, base), settings }, { transport: http, scripts }))).toFixed(3)} ms/req`,
]);
rows.push([
  '100 req × 10 it, scripts, undici, parallel concurrency 10',
  `${(await median(3, () => timeRun({ collection: collection(100, true, base), settings, mode: 'parallel', concurrency: 10 }, { transport: http, scripts }))).toFixed(3)} ms/req`,
]);

// Flat memory: 10,000 data rows × 10 requests, 10 KB bodies, every per-request result kept.
const bigBody = JSON.stringify({ ok: true, pad: 'x'.repeat(10_000) });
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const before = process.memoryUsage().rss;
const started = performance.now();
const { result } = await runCollection(
  {
    collection: collection(10, false, base),
    maxIterations: Infinity,
    settings: {
      iterations: 10_000,
      dataFile: { name: 'rows', rows: Array.from({ length: 10_000 }, (_, i) => ({ i })) },
    },
  },
  { transport: memoryTransport(bigBody) },
);
clearInterval(sampler);
rows.push([
  `${result.summary.requests.total} requests (10 KB bodies, no scripts, results kept)`,
  `${((performance.now() - started) / 1000).toFixed(1)} s, RSS ${Math.round(before / 2 ** 20)} → peak ${Math.round(peak / 2 ** 20)} MB`,
]);

await Promise.all([scripts.dispose(), http.close()]);
server.close();
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`${'scenario'.padEnd(width)}  result`);
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
