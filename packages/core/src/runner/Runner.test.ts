import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeScriptHost, FakeTransport, collection, folder, request } from '@courier/testkit';
import type { RunEvent } from './events.js';
import { Runner, runCollection } from './Runner.js';

const three = () =>
  collection([request('A', 'http://api.test/a'), request('B', 'http://api.test/b'), request('C', 'http://api.test/c')]);

function pathOf(url: string): string {
  return new URL(url).pathname;
}

describe('Runner', () => {
  it('runs iterations in order, each running every request in folder order', async () => {
    const transport = new FakeTransport();
    const col = collection([
      request('Root', 'http://api.test/root'),
      folder('F', [request('In F', 'http://api.test/f1'), folder('G', [request('In G', 'http://api.test/g1')])]),
      request('Last', 'http://api.test/last'),
    ]);
    const { result } = await runCollection({ collection: col, settings: { iterations: 2 } }, { transport });
    const order = ['/root', '/f1', '/g1', '/last'];
    expect(transport.sent.map((sent) => pathOf(sent.url))).toEqual([...order, ...order]);
    expect(result.requests.map((r) => [r.iteration, r.name])).toEqual([
      [0, 'Root'],
      [0, 'In F'],
      [0, 'In G'],
      [0, 'Last'],
      [1, 'Root'],
      [1, 'In F'],
      [1, 'In G'],
      [1, 'Last'],
    ]);
    expect(result.requests[2]!.path).toEqual(['F', 'G']);
    expect(result.status).toBe('completed');
    expect(result.summary.requests).toEqual({ total: 8, passed: 8, failed: 0, passRate: 100 });
  });

  it('emits a typed event stream in order, also as an async iterable', async () => {
    const handle = new Runner({ transport: new FakeTransport(), scripts: new FakeScriptHost() }).start({
      collection: collection([
        request('A', 'http://api.test/a', { postRequestScript: 'pm.log("hi"); pm.test("ok", true)' }),
        request('B', 'http://api.test/b'),
      ]),
    });
    const seen: string[] = [];
    handle.on((event) => seen.push(event.type));
    const streamed: RunEvent['type'][] = [];
    for await (const event of handle.events()) streamed.push(event.type);
    expect(seen).toEqual([
      'run:start',
      'iteration:start',
      'request:start',
      'test',
      'console',
      'request:done',
      'request:start',
      'request:done',
      'iteration:end',
      'run:end',
    ]);
    expect(streamed).toEqual(seen);
  });

  it('streams every event of a long run to a consumer that lags behind', async () => {
    const handle = new Runner({ transport: new FakeTransport() }).start({
      collection: three(),
      maxIterations: Infinity,
      settings: { iterations: 1500 },
    });
    let done = 0;
    for await (const event of handle.events()) {
      if (event.type === 'request:done') done += 1;
      if (done % 500 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(done).toBe(4500);
  });

  it("refuses a second run while one is active with 'A run is already in progress'", async () => {
    const runner = new Runner({ transport: new FakeTransport(undefined, 20) });
    const handle = runner.start({ collection: three() });
    expect(() => runner.start({ collection: three() })).toThrow('A run is already in progress');
    await handle.done;
    await expect(runner.start({ collection: three() }).done).resolves.toBeDefined();
  });

  describe('timing (fake timers)', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('waits the delay between requests but not after the last', async () => {
      const transport = new FakeTransport();
      let finished = false;
      const done = runCollection({ collection: three(), settings: { delay: 150 } }, { transport }).then(
        () => (finished = true),
      );
      // Off the boundaries by a few ms: the runner may yield a 0 ms timer between requests.
      await vi.advanceTimersByTimeAsync(140);
      expect(transport.sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(20);
      expect(transport.sent).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(150);
      expect(transport.sent).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(10);
      expect(finished).toBe(true);
      await done;
    });

    it('starts the next iteration without a delay', async () => {
      const transport = new FakeTransport();
      const done = runCollection({ collection: three(), settings: { delay: 100, iterations: 2 } }, { transport });
      await vi.advanceTimersByTimeAsync(190);
      expect(transport.sent).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(20);
      expect(transport.sent).toHaveLength(4);
      await vi.advanceTimersByTimeAsync(300);
      await done;
    });

    it.each([
      { delay: 0, stagger: 100 },
      { delay: 30, stagger: 30 },
      { delay: 500, stagger: 100 },
    ])('staggers parallel requests by min(delay || 100, 100) ms × index (delay $delay)', async ({ delay, stagger }) => {
      const transport = new FakeTransport();
      const done = runCollection({ collection: three(), mode: 'parallel', settings: { delay } }, { transport });
      await vi.advanceTimersByTimeAsync(0);
      expect(transport.sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(stagger - 1);
      expect(transport.sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(transport.sent).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(stagger);
      expect(transport.sent).toHaveLength(3);
      await done;
    });
  });

  it('aborts a sequential run at the first failure under stopOnError', async () => {
    const transport = new FakeTransport((sent) => ({ status: sent.url.endsWith('/b') ? 500 : 200 }));
    const { result } = await runCollection(
      { collection: three(), settings: { stopOnError: true, iterations: 2 } },
      { transport },
    );
    expect(transport.sent.map((sent) => pathOf(sent.url))).toEqual(['/a', '/b']);
    expect(result.status).toBe('errored');
    expect(result.error).toBe('Request failed: B: status 500');
    expect(result.requests).toHaveLength(2);
  });

  it('raises a parallel failure under stopOnError only after the iteration settled', async () => {
    const transport = new FakeTransport((sent) => ({ status: sent.url.endsWith('/a') ? 404 : 200 }));
    const { result } = await runCollection(
      { collection: three(), mode: 'parallel', settings: { stopOnError: true, delay: 5, iterations: 3 } },
      { transport },
    );
    expect(result.requests.map((r) => r.name)).toEqual(['A', 'B', 'C']);
    expect(result.status).toBe('errored');
    expect(result.error).toBe('Request failed: A: status 404');
  });

  it('runs on after failures without stopOnError', async () => {
    const transport = new FakeTransport(() => ({ status: 500 }));
    const { result } = await runCollection({ collection: three() }, { transport });
    expect(result.status).toBe('completed');
    expect(result.summary.requests).toEqual({ total: 3, passed: 0, failed: 3, passRate: 0 });
  });

  it('picks data rows by iteration modulo row count and substitutes them in URL, headers and body', async () => {
    const transport = new FakeTransport();
    const host = new FakeScriptHost();
    const col = collection([
      request('Post', 'http://api.test/users/{{user}}', {
        method: 'POST',
        headers: [{ key: 'X-{{header}}', value: '{{user}}-v' }],
        body: { mode: 'raw', raw: 'name={{user}}' },
        postRequestScript: 'pm.log(String(pm.input.scopes.iterationData.user))',
      }),
    ]);
    const rows = [
      { user: 'ann', header: 'One' },
      { user: 'bob', header: 'Two' },
    ];
    const { result } = await runCollection(
      { collection: col, settings: { iterations: 3, dataFile: { name: 'users.csv', rows } } },
      { transport, scripts: host },
    );
    expect(transport.sent.map((sent) => [pathOf(sent.url), sent.headers[0], sent.body])).toEqual([
      ['/users/ann', { name: 'X-One', value: 'ann-v' }, { type: 'text', text: 'name=ann' }],
      ['/users/bob', { name: 'X-Two', value: 'bob-v' }, { type: 'text', text: 'name=bob' }],
      ['/users/ann', { name: 'X-One', value: 'ann-v' }, { type: 'text', text: 'name=ann' }],
    ]);
    expect(host.calls.map((call) => call.scopes.iterationData.user)).toEqual(['ann', 'bob', 'ann']);
    expect(result.requests.map((r) => r.iteration)).toEqual([0, 1, 2]);
  });

  it.each([
    [199, false],
    [200, true],
    [302, true],
    [399, true],
    [400, false],
    [503, false],
  ])('judges status %i successful: %s', async (status, success) => {
    const { result } = await runCollection(
      { collection: collection([request('R', 'http://api.test')]) },
      { transport: new FakeTransport(() => ({ status })) },
    );
    expect(result.requests[0]).toMatchObject({ status, success });
  });

  it('records a failed send as unsuccessful even with a 200', async () => {
    const { result } = await runCollection(
      { collection: collection([request('R', 'http://api.test', { postRequestScript: 'throw new Error("bad")' })]) },
      { transport: new FakeTransport(), scripts: new FakeScriptHost() },
    );
    expect(result.requests[0]).toMatchObject({ status: 200, success: false, error: 'Test script error: bad' });
  });

  it('gives a thrown error status 0 and its message', async () => {
    const crashing = {
      run: async () => {
        throw new Error('isolate crashed');
      },
      dispose: async () => {},
    };
    const { result } = await runCollection(
      { collection: collection([request('R', 'http://api.test', { preRequestScript: 'x' })]) },
      { transport: new FakeTransport(), scripts: crashing },
    );
    expect(result.requests[0]).toMatchObject({ status: 0, success: false, error: 'isolate crashed' });
  });

  it('stops mid-run: marks it stopped, sets the end time, keeps partial results and aborts what is in flight', async () => {
    const transport = new FakeTransport(undefined, 40);
    const runner = new Runner({ transport });
    const handle = runner.start({ collection: three() });
    const events: RunEvent[] = [];
    handle.on((event) => {
      events.push(event);
      if (event.type === 'request:start' && event.name === 'B') setTimeout(() => runner.stop(), 10);
    });
    const { result } = await handle.done;
    expect(result.status).toBe('stopped');
    expect(result.endTime).toBeDefined();
    expect(result.requests.map((r) => r.name)).toEqual(['A']);
    expect(result.summary.requests.total).toBe(1);
    expect(runner.active).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(transport.sent.map((sent) => pathOf(sent.url))).toEqual(['/a', '/b']);
    expect(transport.aborted).toBe(1);
    expect(events.at(-1)?.type).toBe('run:end');
  });

  it('can be stopped by a timer even when the transport answers without I/O', async () => {
    const runner = new Runner({ transport: new FakeTransport() });
    const handle = runner.start({ collection: three(), maxIterations: Infinity, settings: { iterations: 1_000_000 } });
    setTimeout(() => runner.stop(), 120);
    const { result } = await handle.done;
    expect(result.status).toBe('stopped');
    expect(result.summary.requests.total).toBeGreaterThan(0);
    expect(result.summary.requests.total).toBeLessThan(3_000_000);
  });

  it('exposes the active run with its counters while running', async () => {
    const runner = new Runner({ transport: new FakeTransport(undefined, 10) });
    const handle = runner.start({ collection: three(), settings: { iterations: 2 } });
    const counters: Array<[number, number]> = [];
    handle.on((event) => {
      if (event.type === 'request:done') counters.push([runner.active!.current, runner.active!.total]);
    });
    await handle.done;
    expect(counters).toEqual([1, 2, 3, 4, 5, 6].map((n) => [n, 6]));
  });

  it('keeps no response body or headers in results; includeResponses puts them on events only', async () => {
    const body = 'x'.repeat(10_000);
    const transport = new FakeTransport(() => ({ body, headers: [{ name: 'X-Big', value: 'secret-header' }] }));
    const responses: string[] = [];
    const { result } = await runCollection({ collection: three(), includeResponses: true }, { transport }, (event) => {
      if (event.type === 'request:done' && event.response) responses.push(event.response.body);
    });
    const kept = JSON.stringify(result);
    expect(kept).not.toContain('xxxxxxxxxx');
    expect(kept).not.toContain('secret-header');
    expect(responses).toEqual([body, body, body]);
  });

  it('keeps only totals when keepResults is false', async () => {
    const { result } = await runCollection(
      { collection: three(), keepResults: false, settings: { iterations: 4 } },
      { transport: new FakeTransport() },
    );
    expect(result.requests).toEqual([]);
    expect(result.summary.requests.total).toBe(12);
  });

  it('bounds parallel requests in flight with concurrency', async () => {
    const transport = new FakeTransport(undefined, 10);
    const col = collection(Array.from({ length: 12 }, (_, i) => request(`R${i}`, `http://api.test/${i}`)));
    const { result } = await runCollection(
      { collection: col, mode: 'parallel', concurrency: 3, settings: { iterations: 2 } },
      { transport },
    );
    expect(transport.maxInFlight).toBe(3);
    expect(result.status).toBe('completed');
    expect(result.requests.map((r) => `${r.iteration}:${r.name}`).sort()).toEqual(
      [0, 1].flatMap((it) => Array.from({ length: 12 }, (_, i) => `${it}:R${i}`)).sort(),
    );
  });

  it('starts nothing new after a failure in a pool under stopOnError, then raises it', async () => {
    const transport = new FakeTransport((sent) => ({ status: sent.url.endsWith('/1') ? 500 : 200 }), 10);
    const col = collection(Array.from({ length: 12 }, (_, i) => request(`R${i}`, `http://api.test/${i}`)));
    const { result } = await runCollection(
      { collection: col, mode: 'parallel', concurrency: 2, settings: { stopOnError: true, iterations: 2 } },
      { transport },
    );
    expect(result.status).toBe('errored');
    expect(result.error).toBe('Request failed: R1: status 500');
    expect(transport.sent.length).toBeLessThanOrEqual(3);
  });
});
