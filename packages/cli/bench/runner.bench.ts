// `npm run bench runner`: Courier vs Newman vs the raw limit against a loopback server in its own
// process, medians of several runs. Prints one table; each target is the one the CLI is held to.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import newman from 'newman';
import { Agent, request } from 'undici';
import { importPostmanCollection, runCollection, Runner, type RunOptions } from '@courier/core';
import { createUndiciTransport } from '@courier/core/node';
import { lazyScriptHost } from '../src/sandbox/lazyScriptHost.js';

const exec = promisify(execFile);
const cliDir = fileURLToPath(new URL('../', import.meta.url));
const courierBin = join(cliDir, 'bin/courier.js');
const newmanBin = fileURLToPath(new URL('../../../node_modules/newman/bin/newman.js', import.meta.url));
const RUNS = 3;

const PRE = ['pm.variables.set("stamp", Date.now());'];
const TESTS = [
  'pm.test("status", () => pm.response.to.have.status(200));',
  'pm.test("json", () => pm.expect(pm.response.json().ok).to.eql(true));',
  'pm.test("fast", () => pm.expect(pm.response.responseTime).to.be.below(5000));',
];

/** A Postman v2.1 collection, so Courier and Newman run the very same file. */
function postmanCollection(requests: number, url: (i: number) => string, scripts: boolean) {
  return {
    info: { name: 'Bench', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
    item: Array.from({ length: requests }, (_, i) => ({
      name: `Request ${i}`,
      request: { method: 'GET', url: url(i) },
      ...(scripts && {
        event: [
          { listen: 'prerequest', script: { exec: PRE } },
          { listen: 'test', script: { exec: TESTS } },
        ],
      }),
    })),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function medianOf(runs: number, once: () => Promise<number>): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < runs; i += 1) values.push(await once());
  return median(values);
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(cliDir, 'bench/server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) =>
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  return { url: `http://127.0.0.1:${port}`, child };
}

async function courierInProcess(file: unknown, options: Omit<RunOptions, 'collection'>): Promise<void> {
  // The CLI's script hosts: a pool as large as the run's concurrency allows.
  const scripts = lazyScriptHost(options.mode === 'parallel' ? (options.concurrency ?? 1) : 1);
  const transport = createUndiciTransport();
  try {
    const { result } = await runCollection(
      { collection: importPostmanCollection(file).collection, keepResults: false, maxIterations: Infinity, ...options },
      // As `courier run` wires them: the transport's cookie jar is pm.cookies.
      { transport, scripts, cookies: transport.cookieJar },
    );
    if (result.summary.tests.failed > 0 || result.summary.requests.failed > 0)
      throw new Error('Courier bench run failed');
  } finally {
    await Promise.all([scripts.dispose(), transport.close()]);
  }
}

/**
 * Requests per second of a run stopped after `ms`, counting the requests it completed: the same
 * measure as autocannon's over the same duration, warm-up included in both.
 */
async function courierRateFor(file: unknown, ms: number, options: Omit<RunOptions, 'collection'>): Promise<number> {
  const transport = createUndiciTransport();
  try {
    const handle = new Runner({ transport, cookies: transport.cookieJar }).start({
      collection: importPostmanCollection(file).collection,
      keepResults: false,
      maxIterations: Infinity,
      ...options,
    });
    const started = performance.now();
    const timer = setTimeout(() => handle.stop(), ms);
    const { result } = await handle.done;
    clearTimeout(timer);
    if (result.summary.tests.failed > 0 || result.summary.requests.failed > 0)
      throw new Error('Courier bench run failed');
    return result.summary.requests.total / ((performance.now() - started) / 1000);
  } finally {
    await transport.close();
  }
}

function newmanInProcess(file: unknown, iterationCount: number): Promise<void> {
  return new Promise((resolve, reject) =>
    newman.run({ collection: file, iterationCount, reporters: [] }, (error, summary) =>
      error || summary.run.stats.assertions.failed > 0
        ? reject(error ?? new Error('Newman bench run failed'))
        : resolve(),
    ),
  );
}

async function rawLoop(url: string, count: number): Promise<void> {
  const dispatcher = new Agent();
  for (let i = 0; i < count; i += 1) await (await request(`${url}/items/${i}`, { dispatcher })).body.text();
  await dispatcher.close();
}

/** Requests per second of undici's own `request` in 10 concurrent loops for `ms`: the floor of any undici client. */
async function undiciRateFor(url: string, ms: number): Promise<number> {
  const dispatcher = new Agent();
  const started = performance.now();
  let done = 0;
  const loop = async () => {
    while (performance.now() - started < ms) {
      await (await request(`${url}/items/${done % 100}`, { dispatcher })).body.text();
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: 10 }, loop));
  const rate = done / ((performance.now() - started) / 1000);
  await dispatcher.close();
  return rate;
}

/** Runs a process and samples its RSS from /proc until it exits; resolves with the samples in MB. */
function rssOf(command: string, args: string[]): Promise<{ peak: number; samples: number[]; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    const samples: number[] = [];
    const timer = setInterval(() => {
      readFile(`/proc/${child.pid}/status`, 'utf8').then(
        (status) => {
          const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
          if (kb) samples.push(kb / 1024);
        },
        () => undefined, // the process has just exited
      );
    }, 250);
    child.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`${command} exited ${code}`));
      else resolve({ peak: Math.max(...samples), samples, ms: performance.now() - started });
    });
  });
}

const HEAD = ['scenario', 'Courier', 'Newman 6.2.2', 'raw limit', 'target'];
const WIDTHS = [44, 40, 30, 24, 12];

/** Rows print as they are measured, so a slow machine still shows what finished. */
function printRow(cells: string[]): void {
  console.log(cells.map((cell, column) => cell.padEnd(WIDTHS[column] ?? 0)).join(' | '));
}

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** "2nd quarter a → last b; n s": the median RSS of the run's second quarter and of its last. */
function rssTrend({ samples, ms }: { samples: number[]; ms: number }): string {
  const quarter = median(samples.slice(Math.floor(samples.length / 4), Math.floor(samples.length / 2)));
  const last = median(samples.slice(Math.floor((samples.length * 3) / 4)));
  return `2nd quarter ${fmt(quarter, 0)} → last ${fmt(last, 0)}; ${fmt(ms / 1000, 0)} s`;
}

async function main(): Promise<void> {
  await exec(process.execPath, [join(cliDir, 'scripts/build.mjs')]);
  const server = await startServer();
  const dir = await mkdtemp(join(tmpdir(), 'courier-bench-'));
  const rows = { push: printRow };
  printRow(HEAD);
  try {
    // 1. 100 requests × 10 iterations, a pre-request script and three assertions per request.
    const scripted = postmanCollection(100, (i) => `${server.url}/items/${i}?stamp={{stamp}}`, true);
    const perRequest = (ms: number) => ms / 1000;
    const courierSeq = await medianOf(RUNS, () =>
      timed(() => courierInProcess(scripted, { settings: { iterations: 10 } })),
    );
    const newmanSeq = await medianOf(RUNS, () => timed(() => newmanInProcess(scripted, 10)));
    const rawSeq = await medianOf(RUNS, () => timed(() => rawLoop(server.url, 1000)));
    rows.push([
      '100 req × 10 it, scripts: ms/request',
      `${fmt(perRequest(courierSeq), 2)} (${fmt(newmanSeq / courierSeq, 1)}× Newman)`,
      fmt(perRequest(newmanSeq), 2),
      `${fmt(perRequest(rawSeq), 2)} (undici loop)`,
      '≤ 1.0, ≥ 14×',
    ]);

    // 2. A one-request collection, whole process; the floor is Node itself under the bin's flags.
    const one = await writeFile(
      join(dir, 'one.json'),
      JSON.stringify(postmanCollection(1, () => `${server.url}/items/0`, true)),
    ).then(() => join(dir, 'one.json'));
    const courierStart = await medianOf(7, () => timed(() => exec(courierBin, ['run', one, '--silent'])));
    const newmanStart = await medianOf(5, () =>
      timed(() => exec(process.execPath, [newmanBin, 'run', one, '--reporters', 'cli', '--silent'])),
    );
    const nodeStart = await medianOf(7, () =>
      timed(() => exec(process.execPath, ['--no-node-snapshot', '--liftoff-only', '-e', '0'])),
    );
    rows.push([
      '1-request collection, whole process: ms',
      `${fmt(courierStart, 0)} (${fmt(newmanStart / courierStart, 1)}× Newman)`,
      fmt(newmanStart, 0),
      `${fmt(nodeStart, 0)} (node -e 0, same flags)`,
      '≤ 150, ≥ 4×',
    ]);

    // 3. --parallel 10: overlap against an upstream with 50 ms of latency (ideal: 1,000 × 50 ms / 10),
    // then raw throughput on loopback with scripts, and without scripts against autocannon.
    const slow = postmanCollection(100, (i) => `${server.url}/slow/${i}?stamp={{stamp}}`, true);
    const slowMs = await medianOf(RUNS, () =>
      timed(() => courierInProcess(slow, { mode: 'parallel', concurrency: 10, settings: { iterations: 10 } })),
    );
    rows.push([
      '--parallel 10, 50 ms upstream, 1,000 req: s',
      `${fmt(slowMs / 1000, 2)} (${fmt(slowMs / 5000, 2)}× ideal)`,
      '- (no parallel mode)',
      '5.00 (ideal)',
      '≤ 1.15× ideal',
    ]);
    const parallelMs = await medianOf(RUNS, () =>
      timed(() => courierInProcess(scripted, { mode: 'parallel', concurrency: 10, settings: { iterations: 10 } })),
    );
    const plain = postmanCollection(100, (i) => `${server.url}/items/${i}`, false);
    const plainColdMs = await medianOf(RUNS, () =>
      timed(() => courierInProcess(plain, { mode: 'parallel', concurrency: 10, settings: { iterations: 10 } })),
    );
    // Courier, autocannon and undici each for the same 5 s, taking turns so all see the same load.
    const plainRates: number[] = [];
    const cannonRates: number[] = [];
    const undiciRates: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      plainRates.push(
        await courierRateFor(plain, 5000, { mode: 'parallel', concurrency: 10, settings: { iterations: 1_000_000 } }),
      );
      const cannon = await autocannon({ url: `${server.url}/items/1`, connections: 10, duration: 5 });
      cannonRates.push(cannon.requests.average);
      undiciRates.push(await undiciRateFor(server.url, 5000));
    }
    const plainRate = median(plainRates);
    const cannonRate = median(cannonRates);
    const rate = (ms: number) => 1000 / (ms / 1000);
    rows.push([
      '--parallel 10, scripts: req/s',
      fmt(rate(parallelMs), 0),
      `${fmt(1000 / (newmanSeq / 1000), 0)} (sequential only)`,
      '-',
      '≥ 2,000',
    ]);
    rows.push([
      '--parallel 10, no scripts, 5 s: req/s',
      `${fmt(plainRate, 0)} (${fmt((100 * plainRate) / cannonRate, 0)}% of autocannon; first 1,000: ${fmt(rate(plainColdMs), 0)})`,
      '-',
      `${fmt(cannonRate, 0)} (autocannon, 10 conn., 5 s; undici ×10: ${fmt(median(undiciRates), 0)})`,
      '≥ 40 %',
    ]);

    // 4. 100,000 requests: 10,000 data rows × 10 requests with 10 KB bodies, the whole CLI process.
    const big = join(dir, 'big.json');
    await writeFile(big, JSON.stringify(postmanCollection(10, (i) => `${server.url}/big/${i}?row={{row}}`, false)));
    const data = join(dir, 'rows.csv');
    await writeFile(data, `row\n${Array.from({ length: 10_000 }, (_, i) => i).join('\n')}\n`);
    // Through the bin, as a user starts it: its Node flags size the heap.
    const memory = await rssOf(courierBin, ['run', big, '-d', data, '--silent']);
    // The same 100,000 requests from a bare undici loop: how any Node client's RSS moves as V8
    // sizes its heap, for telling that apart from what Courier keeps.
    const bare = await rssOf(process.execPath, [
      '--no-node-snapshot',
      '--input-type=module',
      '-e',
      `const { Agent, request } = await import(${JSON.stringify(import.meta.resolve('undici'))});
       const dispatcher = new Agent();
       for (let i = 0; i < 100000; i++)
         await (await request(\`${server.url}/big/\${i % 10}?row=\${Math.floor(i / 10)}\`, { dispatcher })).body.text();
       await dispatcher.close();`,
    ]);
    rows.push([
      '100,000 requests, 10 KB bodies: peak RSS MB',
      `${fmt(memory.peak, 0)} (${rssTrend(memory)})`,
      'not run (~14.7 ms × 100,000)',
      `${fmt(bare.peak, 0)} (undici loop; ${rssTrend(bare)})`,
      '≤ 200, flat',
    ]);
  } finally {
    server.child.kill();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
