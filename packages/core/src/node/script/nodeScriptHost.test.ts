import { describe, expect, it, vi } from 'vitest';
import { echoBridge, input } from '../../../test/script/cases/scriptCase.js';
import { createNodeScriptHost } from './nodeScriptHost.js';
import { startSandbox, type Sandbox } from './sandbox.js';

describe('createNodeScriptHost', () => {
  it('keeps concurrent runs apart: each sees and returns its own state', async () => {
    const host = createNodeScriptHost();
    const script = (name: string) =>
      input(
        `await new Promise((r) => setTimeout(r, 20)); pm.environment.set('who', '${name}'); console.log('${name}');`,
      );
    const [a, b] = await Promise.all([host.run(script('a'), echoBridge), host.run(script('b'), echoBridge)]);
    await host.dispose();
    expect(a!.scopes.environment).toContainEqual({ key: 'who', value: 'a', enabled: true });
    expect(b!.scopes.environment).toContainEqual({ key: 'who', value: 'b', enabled: true });
    expect([a!.logs.map((log) => log.message), b!.logs.map((log) => log.message)]).toEqual([['a'], ['b']]);
  });

  it('names its memory limit when a script exceeds it', async () => {
    const host = createNodeScriptHost({ memoryLimitMb: 16 });
    const output = await host.run(
      input('const hoard = []; while (true) hoard.push(new Array(1e6).fill(1));'),
      echoBridge,
    );
    await host.dispose();
    expect(output.error).toMatchObject({
      code: 'SCRIPT_MEMORY_LIMIT',
      message: 'Script ran out of memory (limit 16 MB)',
    });
  });

  it('offers no WebAssembly, whose memory the isolate limit would not count (a wasm memory bomb)', async () => {
    const host = createNodeScriptHost({ memoryLimitMb: 16 });
    const output = await host.run(
      input(
        'pm.test("wasm", () => pm.expect(typeof WebAssembly).to.equal("undefined")); new WebAssembly.Memory({ initial: 16384 });',
      ),
      echoBridge,
    );
    await host.dispose();
    expect(output.tests).toMatchObject([{ name: 'wasm', passed: true }]);
    expect(output.error?.message).toMatch(/WebAssembly is not defined/);
  });

  it('leaves no timer that keeps the process alive after a script timed out (setTimeout of ten minutes)', async () => {
    const host = createNodeScriptHost();
    const created: NodeJS.Timeout[] = [];
    const original = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((...args: Parameters<typeof setTimeout>) => {
      const timer = original(...args);
      if (args[1] === 600000) created.push(timer);
      return timer;
    }) as typeof setTimeout);
    try {
      const output = await host.run({ ...input('setTimeout(() => {}, 600000);'), timeoutMs: 200 }, echoBridge);
      expect(output.error?.code).toBe('SCRIPT_TIMEOUT');
    } finally {
      spy.mockRestore();
      await host.dispose();
    }
    expect(created).toHaveLength(1);
    expect(created.map((timer) => timer.hasRef())).toEqual([false]);
  });

  it('runs its first script in a sandbox started before it, pm.sendRequest included', async () => {
    const started = startSandbox();
    const host = createNodeScriptHost({ sandbox: started });
    const output = await host.run(
      input('pm.sendRequest("http://example.test/", (err, res) => pm.environment.set("status", res.code));'),
      echoBridge,
    );
    const sandbox = await started;
    await host.dispose();
    expect(output.scopes.environment).toContainEqual({ key: 'status', value: 201, enabled: true });
    expect(sandbox.isolate.isDisposed).toBe(true);
  });

  it('reports a sandbox started before it that failed, then starts its own', async () => {
    const failed = Promise.reject(new Error('no isolate today')) as Promise<Sandbox>;
    const host = createNodeScriptHost({ sandbox: failed });
    const first = await host.run(input('pm.environment.set("ran", true);'), echoBridge);
    const second = await host.run(input('pm.environment.set("ran", true);'), echoBridge);
    await host.dispose();
    expect(first.error).toMatchObject({
      code: 'SCRIPT_SANDBOX_FAILED',
      message: 'The script sandbox could not start: no isolate today',
    });
    expect(second.scopes.environment).toContainEqual({ key: 'ran', value: true, enabled: true });
  });

  it('refuses runs after dispose', async () => {
    const host = createNodeScriptHost();
    await host.dispose();
    await expect(host.run(input(''), echoBridge)).rejects.toMatchObject({ code: 'SCRIPT_HOST_DISPOSED' });
  });
});
