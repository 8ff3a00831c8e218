import { describe, expect, it } from 'vitest';
import { FakeScriptHost, FakeTransport, collection, request } from '@courier/testkit';
import { runCollection } from './Runner.js';

// Newman's --bail as the runner keeps it: 'failure' (bare --bail) stops at the first failed
// assertion or error, 'error' (--bail folder) only at a script or request error; either stops
// the whole run, the iterations to come included, and starts nothing after the stop.

function names(sent: FakeTransport['sent']): string[] {
  return sent.map((s) => new URL(s.url).pathname.slice(1));
}

/** The transport cannot reach `/down`, as a refused connection. */
const refusing = (sent: { url: string }) => {
  if (sent.url.endsWith('/down')) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
  return {};
};

async function run(items: unknown[], options: Record<string, unknown>) {
  const transport = new FakeTransport(refusing);
  const outcome = await runCollection(
    { collection: collection(items), rules: 'newman', ...options },
    { transport, scripts: new FakeScriptHost() },
  );
  return { sent: names(transport.sent), ...outcome };
}

describe('--bail', () => {
  const items = [
    request('passes', 'http://t/passes', { postRequestScript: 'pm.test("fine", true)' }),
    request('down', 'http://t/down'),
    request('last', 'http://t/last'),
  ];

  it('without it, a request that cannot be sent stops nothing', async () => {
    const { sent, result } = await run(items, {});
    expect(sent).toEqual(['passes', 'down', 'last']);
    expect(result.status).toBe('completed');
  });

  it.each(['failure', 'error'])("'%s' stops at a request that cannot be sent", async (bail) => {
    const { sent, result } = await run(items, { bail });
    expect(sent).toEqual(['passes', 'down']);
    expect(result.status).toBe('errored');
    expect(result.requests.map((executed) => executed.name)).toEqual(['passes', 'down']);
  });

  it.each(['failure', 'error'])("'%s' stops the iterations that remain", async (bail) => {
    const flaky = [
      request('flaky', 'http://t/flaky', {
        postRequestScript: 'if (pm.input.info.iteration === 1) throw new Error("x")',
      }),
      request('after', 'http://t/after'),
    ];
    const { sent, result } = await run(flaky, { bail, settings: { iterations: 4 } });
    expect(sent).toEqual(['flaky', 'after', 'flaky']);
    expect(result.requests.at(-1)).toMatchObject({ iteration: 1, error: 'Test script error: x' });
  });

  it("'error' lets a failed assertion pass, in every iteration", async () => {
    const asserting = [request('wrong', 'http://t/wrong', { postRequestScript: 'pm.test("wrong", false)' })];
    const { sent, result } = await run(asserting, { bail: 'error', settings: { iterations: 3 } });
    expect(sent).toEqual(['wrong', 'wrong', 'wrong']);
    expect(result.status).toBe('completed');
  });

  it('with --parallel, no request starts after the failure and the run ends errored', async () => {
    const many = [
      request('fails', 'http://t/fails', { postRequestScript: 'pm.test("wrong", false)' }),
      ...Array.from({ length: 8 }, (_, index) => request(`r${index}`, `http://t/r${index}`)),
    ];
    const { sent, result } = await run(many, { bail: 'failure', mode: 'parallel', concurrency: 2 });
    expect(sent.length).toBeLessThan(many.length);
    expect(sent[0]).toBe('fails');
    expect(result.status).toBe('errored');
  });
});
