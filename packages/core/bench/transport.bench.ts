// The undici transport's cost per request over raw undici, on loopback: what Courier's own
// redirects, cookies, decoding, caps and timings add to each request of a run.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { createUndiciTransport } from '../src/node/index.js';

const REQUESTS = 1000;
const RUNS = 7;
const body = JSON.stringify({ id: 1, name: 'Ada', tags: ['a', 'b'], text: 'x'.repeat(1024) });

const server = createServer((_, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(body);
});
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/items`;

/** Milliseconds per request of one pass of REQUESTS requests over `concurrency` loops. */
async function pass(concurrency: number, sendOne: () => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < REQUESTS) await sendOne();
    }),
  );
  return (performance.now() - started) / REQUESTS;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Alternates the two clients pass by pass, so load drifting on a shared machine hits both alike. */
async function compare(
  concurrency: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<[number, number]> {
  await pass(concurrency, a); // warm-up
  await pass(concurrency, b);
  const times: [number[], number[]] = [[], []];
  for (let run = 0; run < RUNS; run++) {
    times[0].push(await pass(concurrency, a));
    times[1].push(await pass(concurrency, b));
  }
  return [median(times[0]), median(times[1])];
}

const agent = new Agent();
const raw = () => request(url, { dispatcher: agent }).then((response) => response.body.text());
const transport = createUndiciTransport();
const courier = () => transport.send({ method: 'GET', url, headers: [] });

const rows = [];
for (const concurrency of [1, 10]) {
  const [rawMs, courierMs] = await compare(concurrency, raw, courier);
  rows.push({
    concurrency,
    'undici request (ms/req)': rawMs.toFixed(3),
    'courier transport (ms/req)': courierMs.toFixed(3),
    'overhead (ms/req)': (courierMs - rawMs).toFixed(3),
  });
}
console.log(`${REQUESTS} GETs of a ${body.length}-byte JSON body, median of ${RUNS} runs`);
console.table(rows);
await Promise.all([agent.close(), transport.close()]);
server.close();
