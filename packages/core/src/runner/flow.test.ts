import { describe, expect, it } from 'vitest';
import { FakeScriptHost, FakeTransport, collection, folder, request } from '@courier/testkit';
import type { RunEvent } from './events.js';
import { runCollection } from './Runner.js';

// Postman semantics the runner keeps for real collections: setNextRequest, skipRequest,
// --folder selection, variables carried across the run.

function names(sent: FakeTransport['sent']): string[] {
  return sent.map((s) => new URL(s.url).pathname.slice(1));
}

async function run(items: unknown[], options: Record<string, unknown> = {}) {
  const transport = new FakeTransport();
  const events: RunEvent[] = [];
  const outcome = await runCollection(
    { collection: collection(items), ...options },
    { transport, scripts: new FakeScriptHost() },
    (event) => events.push(event),
  );
  return { transport, events, ...outcome };
}

describe('setNextRequest', () => {
  it('jumps to a request by name', async () => {
    const { transport } = await run([
      request('a', 'http://t/a', { postRequestScript: 'pm.next("c")' }),
      request('b', 'http://t/b'),
      request('c', 'http://t/c'),
    ]);
    expect(names(transport.sent)).toEqual(['a', 'c']);
  });

  it('jumps to a request by id, backwards too, and repeats it as a separate execution', async () => {
    const { transport, result } = await run([
      request('a', 'http://t/a'),
      request('b', 'http://t/b', {
        postRequestScript:
          'const n = Number(pm.get("n") ?? 0) + 1; pm.set("local", "n", n); if (n < 3) pm.next("id-a");',
      }),
    ]);
    expect(names(transport.sent)).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    expect(result.requests).toHaveLength(6);
    expect(new Set(result.requests.map((r) => r.id)).size).toBe(6);
  });

  it('ends the iteration on null; the next iteration still runs', async () => {
    const { transport } = await run(
      [request('a', 'http://t/a', { preRequestScript: 'pm.next(null)' }), request('b', 'http://t/b')],
      { settings: { iterations: 2 } },
    );
    expect(names(transport.sent)).toEqual(['a', 'a']);
  });

  it('guards loops with a step cap and says so', async () => {
    const { transport, events } = await run([request('a', 'http://t/a', { postRequestScript: 'pm.next("a")' })], {
      maxStepsPerIteration: 5,
    });
    expect(transport.sent).toHaveLength(5);
    expect(events).toContainEqual({
      type: 'warning',
      message: 'setNextRequest loop stopped after 5 requests in iteration 1',
    });
  });

  it('ends the iteration with a warning when the target does not exist', async () => {
    const { transport, events } = await run([
      request('a', 'http://t/a', { postRequestScript: 'pm.next("nope")' }),
      request('b', 'http://t/b'),
    ]);
    expect(names(transport.sent)).toEqual(['a']);
    expect(events).toContainEqual({ type: 'warning', message: 'setNextRequest: no request named "nope" in this run' });
  });
});

describe('skipRequest', () => {
  it('sends nothing, records nothing and moves on', async () => {
    const { transport, result, events } = await run([
      request('a', 'http://t/a', { preRequestScript: 'pm.skip()' }),
      request('b', 'http://t/b'),
    ]);
    expect(names(transport.sent)).toEqual(['b']);
    expect(result.requests.map((r) => r.name)).toEqual(['b']);
    expect(events.filter((e) => e.type === 'request:skipped')).toMatchObject([{ name: 'a' }]);
  });
});

describe('folder selection', () => {
  const tree = [
    request('root', 'http://t/root'),
    folder('Users', [request('list', 'http://t/list'), folder('Admin', [request('grant', 'http://t/grant')])]),
    folder('Orders', [request('order', 'http://t/order')]),
  ];

  it('runs only the named folders, in collection order as Newman does, keeping their inheritance path', async () => {
    const { transport, result } = await run(tree, { folders: ['Orders', 'Admin', 'grant'] });
    expect(names(transport.sent)).toEqual(['grant', 'order']);
    expect(result.requests.map((r) => r.path)).toEqual([['Users', 'Admin'], ['Orders']]);
  });

  it('fails clearly for an unknown folder', async () => {
    await expect(run(tree, { folders: ['Nope'] })).rejects.toThrow('Folder not found: Nope');
  });

  it('runs only the ticked requests', async () => {
    const { transport } = await run(tree, { requestIds: ['id-order', 'id-root'] });
    expect(names(transport.sent)).toEqual(['root', 'order']);
  });
});

describe('variables across a run', () => {
  it('carries environment, globals and collection variables from request to request and returns them', async () => {
    const { transport, variables } = await run(
      [
        request('login', 'http://t/login', {
          postRequestScript:
            'pm.set("environment", "token", "abc"); pm.set("globals", "g", 1); pm.set("collectionVariables", "c", "x")',
        }),
        request('me', 'http://t/me?token={{token}}&g={{g}}&c={{c}}'),
      ],
      { environment: [{ key: 'base', value: 'http://t', enabled: true }], globals: [] },
    );
    expect(transport.sent[1]!.url).toBe('http://t/me?token=abc&g=1&c=x');
    expect(variables.environment).toEqual([
      { key: 'base', value: 'http://t', enabled: true },
      { key: 'token', value: 'abc', enabled: true },
    ]);
    expect(variables.globals).toEqual([{ key: 'g', value: 1, enabled: true }]);
    expect(variables.collectionVariables).toEqual([{ key: 'c', value: 'x', enabled: true }]);
  });

  it('keeps every variable set by requests that overlapped in a parallel run', async () => {
    const transport = new FakeTransport(undefined, 5);
    const { variables } = await runCollection(
      {
        collection: collection(
          ['a', 'b', 'c', 'd'].map((name) =>
            request(name, `http://t/${name}`, { postRequestScript: `pm.set("environment", "${name}", "done")` }),
          ),
        ),
        mode: 'parallel',
        concurrency: 4,
      },
      { transport, scripts: new FakeScriptHost() },
    );
    expect(transport.maxInFlight).toBe(4);
    expect(variables.environment.map((variable) => variable.key).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('exposes pm.iterationData and pm.info to scripts', async () => {
    const host = new FakeScriptHost();
    await runCollection(
      {
        collection: collection([request('a', 'http://t/a', { preRequestScript: 'pm.log("x")' })]),
        settings: { iterations: 2, dataFile: { name: 'd.json', rows: [{ k: 1 }, { k: 2 }] } },
      },
      { transport: new FakeTransport(), scripts: host },
    );
    expect(
      host.calls.map((call) => [call.scopes.iterationData, call.info.iteration, call.info.iterationCount]),
    ).toEqual([
      [{ k: 1 }, 0, 2],
      [{ k: 2 }, 1, 2],
    ]);
  });
});

describe("Newman's rules and --bail (the CLI)", () => {
  const failing = [
    request('accepted', 'http://t/accepted', { postRequestScript: 'pm.test("404 expected", true)' }),
    request('assertion', 'http://t/assertion', { postRequestScript: 'pm.test("wrong", false)' }),
    request('error', 'http://t/error', { postRequestScript: 'throw new Error("boom")' }),
    request('last', 'http://t/last'),
  ];
  const status404 = (request: { url: string }) => (request.url.endsWith('/accepted') ? { status: 404 } : {});

  async function runWith(options: Record<string, unknown>) {
    const transport = new FakeTransport(status404);
    const outcome = await runCollection(
      { collection: collection(failing), rules: 'newman', ...options },
      { transport, scripts: new FakeScriptHost() },
    );
    return { sent: names(transport.sent), ...outcome };
  }

  it("bail 'failure' stops at the first failed assertion; a 4xx the tests accept stops nothing", async () => {
    const { sent, result } = await runWith({ bail: 'failure' });
    expect(sent).toEqual(['accepted', 'assertion']);
    expect(result.status).toBe('errored');
    expect(result.error).toBe('Request failed: assertion: wrong: wrong failed');
  });

  it("bail 'error' goes past failed assertions and stops at the first script or request error", async () => {
    const { sent, result } = await runWith({ bail: 'error' });
    expect(sent).toEqual(['accepted', 'assertion', 'error']);
    expect(result.requests.at(-1)).toMatchObject({ errorStage: 'test', error: 'Test script error: boom' });
  });

  it('a failing pre-request script still sends and tests; under bail it stops before sending', async () => {
    const items = [
      request('pre', 'http://t/pre', {
        preRequestScript: 'throw new Error("no token")',
        postRequestScript: 'pm.test("ran", true)',
      }),
    ];
    const run = async (options: Record<string, unknown>) => {
      const transport = new FakeTransport();
      const outcome = await runCollection(
        { collection: collection(items), rules: 'newman', ...options },
        { transport, scripts: new FakeScriptHost() },
      );
      return { sent: names(transport.sent), result: outcome.result };
    };
    const [plain, bailing] = await Promise.all([run({}), run({ bail: 'failure' })]);
    expect(plain.sent).toEqual(['pre']);
    expect(plain.result.requests[0]).toMatchObject({
      status: 200,
      errorStage: 'prerequest',
      error: 'Pre-request script error: no token',
      tests: [{ name: 'ran', passed: true }],
    });
    expect(bailing.sent).toEqual([]);
  });

  it('iterations beyond the data rows keep the last row; a timeout below 1000 ms is kept', async () => {
    const transport = new FakeTransport();
    const { result } = await runCollection(
      {
        collection: collection([request('row', 'http://t/{{id}}')]),
        rules: 'newman',
        settings: { iterations: 3, timeout: 250, dataFile: { name: 'd.csv', rows: [{ id: 'a' }, { id: 'b' }] } },
      },
      { transport, scripts: new FakeScriptHost() },
    );
    expect(names(transport.sent)).toEqual(['a', 'b', 'b']);
    expect(transport.sent.map((sent) => sent.timeoutMs)).toEqual([250, 250, 250]);
    expect(result.settings.timeout).toBe(250);
  });
});
