// `courier run --baseline <dir>`: the first run records each response, later runs fail on drift
// that the ignore rules do not cover, and a bad baseline folder or file stops the run untouched.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { httpUpstream, type Upstream } from '@courier/testkit/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionOf, courier, ensureBuilt, workspace, type Workspace } from './harness.js';

/** What the order endpoint answers; each test sets its own state under its own path. */
const orders = new Map<string, { price: number; currency: string }>();
let upstream: Upstream;
let ws: Workspace;

beforeAll(async () => {
  await ensureBuilt();
  ws = await workspace();
  upstream = await httpUpstream((req, res) => {
    const order = orders.get(req.url ?? '');
    if (!order) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('no such order');
      return;
    }
    // A new id, timestamps and request id on every call: what the ignore rules are for.
    res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': randomUUID() });
    const now = new Date().toISOString();
    res.end(
      JSON.stringify({ id: randomUUID(), createdAt: now, updatedAt: now, lines: [{ sku: 'A-1', ...order, at: now }] }),
    );
  });
}, 120_000);
afterAll(async () => {
  await Promise.all([upstream.close(), ws.remove()]);
});

/** A collection with the order request in a folder, and its baseline folder. */
async function setUp(name: string) {
  const path = `/${name}/order`;
  orders.set(path, { price: 10, currency: 'EUR' });
  const collection = collectionOf(name, [
    { name: 'Orders', item: [{ name: 'Get order', request: { method: 'GET', url: `${upstream.url}${path}` } }] },
  ]);
  const file = await ws.write(`${name}.postman_collection.json`, collection);
  const dir = ws.path(`${name}-baselines`);
  const run = (...flags: string[]) => courier(['run', file, '--baseline', dir, ...flags], ws.dir);
  return { path, dir, run };
}

describe.concurrent('courier run --baseline', { timeout: 120_000 }, () => {
  it('records on the first run, passes on the second, fails with the drift shown when the response changes', async () => {
    const { path, dir, run } = await setUp('Drift');
    const first = await run('--baseline-ignore', '$.lines[*].at');
    expect(first.exitCode).toBe(0);
    expect(first.stderr).toContain('1 recorded');
    expect(await readdir(dir)).toEqual(['Orders__Get-order.GET.json']);
    const recorded = JSON.parse(await readFile(join(dir, 'Orders__Get-order.GET.json'), 'utf8'));
    expect(recorded).toMatchObject({
      format: 'courier-baseline',
      response: { status: 200, json: { lines: [{ price: 10 }] } },
    });

    const second = await run('--baseline-ignore', '$.lines[*].at');
    expect(second.exitCode).toBe(0);
    expect(second.stderr).toContain('1 matched');

    orders.set(path, { price: 12, currency: 'EUR' });
    const junit = ws.path('drift.xml');
    const third = await run('--baseline-ignore', '$.lines[*].at', '-r', 'cli,junit', '--reporter-junit-export', junit);
    expect(third.exitCode).toBe(1);
    expect(third.stdout).toContain('✗ Response matches baseline Orders__Get-order.GET.json');
    expect(third.stdout).toContain('unexpected drift: $.lines[0].price: 10 → 12');
    expect(third.stderr).toContain('1 drifted');
    expect(await readFile(junit, 'utf8')).toContain('$.lines[0].price: 10 → 12');
    // The baseline is kept as it was until asked to update it.
    expect(JSON.parse(await readFile(join(dir, 'Orders__Get-order.GET.json'), 'utf8'))).toEqual(recorded);
  });

  it('fails on a volatile field until an ignore rule covers it; --baseline-update records the new answer', async () => {
    const { path, run } = await setUp('Volatile');
    await run();
    const unignored = await run();
    expect(unignored.exitCode).toBe(1);
    expect(unignored.stdout).toContain('$.lines[0].at: ');
    expect((await run('--baseline-ignore', '$..at,header:X-Unused')).exitCode).toBe(0);

    orders.set(path, { price: 10, currency: 'USD' });
    expect((await run('--baseline-ignore', '$..at')).exitCode).toBe(1);
    const update = await run('--baseline-update');
    expect(update.exitCode).toBe(0);
    expect(update.stderr).toContain('1 updated');
    expect((await run('--baseline-ignore', '$..at')).exitCode).toBe(0);
  });

  it('refuses a malformed baseline file and a file given as the folder, exit 2, with nothing written', async () => {
    const { dir, run } = await setUp('Broken');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'Orders__Get-order.GET.json'), '{ "format": "courier-baseline", ');
    const malformed = await run();
    expect(malformed.exitCode).toBe(2);
    expect(malformed.stderr).toMatch(/error: baseline file \S+Orders__Get-order\.GET\.json is not valid JSON/);
    expect(await readFile(join(dir, 'Orders__Get-order.GET.json'), 'utf8')).toBe('{ "format": "courier-baseline", ');

    const notAFolder = await courier(
      ['run', ws.path('Broken.postman_collection.json'), '--baseline', join(dir, 'Orders__Get-order.GET.json')],
      ws.dir,
    );
    expect(notAFolder.exitCode).toBe(2);
    expect(notAFolder.stderr).toContain('is a file, not a folder');
  });

  it('refuses an ignore rule that is neither a JSON path nor header:Name, and the baseline flags without --baseline', async () => {
    const { run } = await setUp('Usage');
    const badPath = await run('--baseline-ignore', 'items.id');
    expect(badPath.exitCode).toBe(2);
    expect(badPath.stderr).toContain('"items.id" is not a JSON path');
    const alone = await courier(['run', ws.path('Usage.postman_collection.json'), '--baseline-update'], ws.dir);
    expect(alone.exitCode).toBe(2);
    expect(alone.stderr).toContain('--baseline-ignore and --baseline-update need --baseline <dir>');
  });
});
