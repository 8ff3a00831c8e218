// A collection's scripts cannot take the CI machine's memory: the isolate's limit holds for every
// allocation a script can make, and WebAssembly, whose memory that limit would not count, is not
// offered at all.
import { describe, expect, it } from 'vitest';
import { collectionOf, courier, requestItem, useCliStack } from './harness.js';

const { server, ws } = useCliStack();

describe.concurrent("courier run: the scripts' memory", { timeout: 60_000 }, () => {
  it('offers no WebAssembly: a script that asks for gigabytes of wasm memory fails its request, not the machine', async () => {
    const file = await ws.write(
      'wasm.postman_collection.json',
      collectionOf('Wasm', [
        requestItem('Probe', `${server.url}/ok`, {
          test: [
            'pm.test("no global", () => pm.expect(typeof WebAssembly).to.equal("undefined"));',
            'pm.test("not through Function", () => pm.expect(typeof Function("return this")().WebAssembly).to.equal("undefined"));',
          ],
        }),
        requestItem('Bomb', `${server.url}/ok`, {
          test: [
            'const pages = [];',
            'for (let i = 0; i < 16; i++) pages.push(new WebAssembly.Memory({ initial: 16384 }));',
          ],
        }),
      ]),
    );
    const run = await courier(['run', file], ws.dir);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('  ✓ no global');
    expect(run.stdout).toContain('  ✓ not through Function');
    expect(run.stdout).toContain('1. Bomb: Test script error: WebAssembly is not defined');
  });

  it('counts array buffers, shared ones too, against the limit', async () => {
    const hoard = (kind: string) => [
      'const hold = [];',
      `for (let i = 0; i < 8; i++) hold.push(new Uint8Array(new ${kind}(256 * 1024 * 1024)).fill(1));`,
    ];
    const file = await ws.write(
      'buffers.postman_collection.json',
      collectionOf('Buffers', [
        requestItem('Plain', `${server.url}/ok`, { test: hoard('ArrayBuffer') }),
        requestItem('Shared', `${server.url}/ok`, { test: hoard('SharedArrayBuffer') }),
        requestItem('After', `${server.url}/ok`, { test: ['pm.test("still runs", () => {});'] }),
      ]),
    );
    const run = await courier(['run', file], ws.dir);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/^✗ GET Plain .*\n {2}Test script error: /m);
    expect(run.stdout).toMatch(/^✗ GET Shared .*\n {2}Test script error: /m);
    expect(run.stdout).toContain('  ✓ still runs');
  });
});
