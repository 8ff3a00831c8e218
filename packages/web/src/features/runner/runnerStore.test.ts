import { CollectionSchema, Runner, type Collection, type Environment } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { FakeTransport } from '@courier/testkit';
import { SELECTION_REQUIRED_MESSAGE } from './runForm.js';
import { createRunnerStore, DATA_FILE_TYPE_MESSAGE, KEPT_RESPONSES_LIMIT, type RunnerState } from './runnerStore.js';
import type { StoreApi } from 'zustand/vanilla';

const collection: Collection = CollectionSchema.parse({
  id: 'c1',
  name: 'Users',
  items: [
    { type: 'request', id: 'r1', name: 'List', method: 'GET', url: 'http://api.test/users?name={{name}}' },
    {
      type: 'folder',
      id: 'f1',
      name: 'Admin',
      items: [{ type: 'request', id: 'r2', name: 'Fail', method: 'GET', url: 'http://api.test/status/500' }],
    },
  ],
});

const environment: Environment = { id: 'e1', name: 'Local', variables: [], isDefault: true };

/** Answers after `delayMs` (0: at once) with the path's status and a body naming the URL. */
const testTransport = (delayMs = 0) =>
  new FakeTransport((request) => {
    const status = request.url.includes('/status/500') ? 500 : 200;
    return {
      status,
      statusText: status === 200 ? 'OK' : 'Internal Server Error',
      body: `{"url":"${request.url}"}`,
    };
  }, delayMs);

function setup(transport = testTransport()) {
  const alerts: string[] = [];
  const scheduled: Array<{ flush: () => void; performanceMode: boolean }> = [];
  const store = createRunnerStore({
    runner: new Runner({ transport }),
    collections: () => [collection],
    environment: () => environment,
    alert: (message) => alerts.push(message),
    schedule: (flush, performanceMode) => scheduled.push({ flush, performanceMode }),
  });
  return { store, alerts, scheduled, transport };
}

async function finished(store: StoreApi<RunnerState>) {
  await expect.poll(() => store.getState().run?.status).not.toBe('running');
  return store.getState().run!;
}

describe('runner store', () => {
  it("alerts 'Please select a collection and at least one request' without a collection or ticks", () => {
    const { store, alerts } = setup();
    store.getState().start();
    store.getState().selectCollection('c1');
    store.getState().tickNone();
    store.getState().start();
    expect(alerts).toEqual([SELECTION_REQUIRED_MESSAGE, SELECTION_REQUIRED_MESSAGE]);
    expect(store.getState().run).toBeUndefined();
  });

  it('ticks all requests of the chosen collection, in tree order, and can untick one', () => {
    const { store } = setup();
    store.getState().selectCollection('c1');
    expect(store.getState().form.requestIds).toEqual(['r1', 'r2']);
    store.getState().setTicked('r1', false);
    expect(store.getState().form.requestIds).toEqual(['r2']);
    store.getState().tickAll();
    expect(store.getState().form.requestIds).toEqual(['r1', 'r2']);
  });

  it('runs requests × iterations with a data row per iteration and keeps each result', async () => {
    const { store, transport } = setup();
    store.getState().selectCollection('c1');
    store.getState().update({ iterations: '3' });
    store.getState().loadDataFile('users.csv', 'name\nada\nalan\n');
    store.getState().start();
    expect(store.getState().run).toMatchObject({ status: 'running', total: 6, current: 0 });
    const run = await finished(store);
    expect(run.status).toBe('completed');
    expect(run.current).toBe(6);
    expect(run.results.map((result) => [result.name, result.success, result.status])).toEqual([
      ['List', true, 200],
      ['Fail', false, 500],
      ['List', true, 200],
      ['Fail', false, 500],
      ['List', true, 200],
      ['Fail', false, 500],
    ]);
    expect(transport.sent.map((sent) => sent.url).filter((url) => url.includes('name='))).toEqual([
      'http://api.test/users?name=ada',
      'http://api.test/users?name=alan',
      'http://api.test/users?name=ada',
    ]);
    expect(run.result?.summary.requests).toEqual({ total: 6, passed: 3, failed: 3, passRate: 50 });
    // Outside Performance Mode each response is kept for the row's details.
    expect(store.getState().responseOf(run.results[0]!.id)?.body).toContain('name=ada');
  });

  it('in Performance Mode keeps no responses and batches updates into scheduled flushes', async () => {
    const { store, scheduled } = setup();
    store.getState().selectCollection('c1');
    store.getState().update({ iterations: '50', performanceMode: true });
    store.getState().start();
    const run = await finished(store);
    expect(run.results).toHaveLength(100);
    expect(run.results.every((result) => store.getState().responseOf(result.id) === undefined)).toBe(true);
    // Nothing flushed these, so one schedule request covered every result.
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.performanceMode).toBe(true);
  });

  it('keeps the responses of the latest requests only', async () => {
    const { store } = setup();
    store.getState().selectCollection('c1');
    store.getState().update({ iterations: String(KEPT_RESPONSES_LIMIT) });
    store.getState().start();
    const run = await finished(store);
    expect(run.results).toHaveLength(KEPT_RESPONSES_LIMIT * 2);
    expect(store.getState().responseOf(run.results[0]!.id)).toBeUndefined();
    expect(store.getState().responseOf(run.results.at(-1)!.id)?.body).toContain('/status/500');
    expect(run.results.filter((result) => store.getState().responseOf(result.id))).toHaveLength(KEPT_RESPONSES_LIMIT);
  });

  it('publishes progress when the scheduled flush runs', async () => {
    const transport = testTransport(20);
    const { store, scheduled } = setup(transport);
    store.getState().selectCollection('c1');
    store.getState().update({ iterations: '5' });
    store.getState().start();
    await expect.poll(() => scheduled.length).toBeGreaterThan(0);
    scheduled[0]!.flush();
    expect(store.getState().run?.results.length).toBeGreaterThan(0);
    expect(store.getState().run?.current).toBe(store.getState().run?.results.length);
    store.getState().stop();
  });

  it('stops mid-run: aborts the request in flight, keeps the partial results, status stopped', async () => {
    const transport = testTransport(30);
    const { store } = setup(transport);
    store.getState().selectCollection('c1');
    store.getState().update({ iterations: '100' });
    store.getState().start();
    // Stopped while a request is on its way, not between two: on a busy machine the poll may see the gap.
    await expect.poll(() => transport.sent.length > 3 && transport.inFlight > 0).toBe(true);
    store.getState().stop();
    const run = store.getState().run!;
    expect(run.status).toBe('stopped');
    expect(run.results.length).toBeGreaterThan(2);
    expect(run.results.length).toBeLessThan(200);
    expect(run.result?.summary.requests.total).toBe(run.results.length);
    expect(transport.aborted).toBe(1);
    // Nothing more arrives after the stop.
    const sent = transport.sent.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(transport.sent.length).toBe(sent);
    expect(store.getState().run?.results.length).toBe(run.results.length);
  });

  it('refuses a data file that is not .csv or .json, and reports a parse error', () => {
    const { store } = setup();
    store.getState().loadDataFile('rows.txt', 'a\n1');
    expect(store.getState().form.dataFileError).toBe(DATA_FILE_TYPE_MESSAGE);
    store.getState().loadDataFile('rows.json', '{"a":1}');
    expect(store.getState().form).toMatchObject({
      dataFile: undefined,
      dataFileError: 'Error parsing data file: a JSON data file must be an array of objects',
    });
    store.getState().loadDataFile('rows.json', '[{"a":1}]');
    expect(store.getState().form).toMatchObject({
      dataFile: { name: 'rows.json', rows: [{ a: 1 }] },
      dataFileError: undefined,
    });
  });

  it('with stop on error ends errored at the first failure and alerts why', async () => {
    const { store, alerts } = setup();
    store.getState().selectCollection('c1');
    store.getState().update({ iterations: '3', stopOnError: true });
    store.getState().start();
    const run = await finished(store);
    expect(run.status).toBe('errored');
    expect(run.results).toHaveLength(2);
    expect(alerts).toEqual(['Request failed: Fail: status 500']);
  });
});
