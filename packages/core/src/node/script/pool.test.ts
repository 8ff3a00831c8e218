import { describe, expect, it } from 'vitest';
import type { HttpResponse } from '../../model/response.js';
import type { ScriptBridge, ScriptHost } from '../../script/host.js';
import { input } from '../../../test/script/cases/scriptCase.js';
import { createNodeScriptHost } from './nodeScriptHost.js';
import { createScriptHostPool, warmUp } from './pool.js';

/** A script that waits in `pm.sendRequest` until `count` scripts are waiting there together. */
function rendezvous(count: number): { bridge: ScriptBridge; script: string } {
  const waiting: Array<() => void> = [];
  const response: HttpResponse = {
    status: 200,
    statusText: 'OK',
    headers: [],
    body: '',
    bodyEncoding: 'utf8',
    size: 0,
    duration: 0,
  };
  return {
    bridge: {
      sendRequest: () =>
        new Promise((resolve) => {
          waiting.push(() => resolve(response));
          if (waiting.length === count) for (const release of waiting) release();
        }),
    },
    script: `await pm.sendRequest('http://127.0.0.1/meet'); pm.environment.set('met', 'yes');`,
  };
}

async function runTogether(host: ScriptHost, count: number) {
  const { bridge, script } = rendezvous(count);
  try {
    return await Promise.all(Array.from({ length: count }, () => host.run(input(script, { timeoutMs: 2000 }), bridge)));
  } finally {
    await host.dispose();
  }
}

describe('createScriptHostPool', () => {
  it('runs as many scripts at once as its size: parallel requests do not wait for each other’s scripts', async () => {
    const outputs = await runTogether(createScriptHostPool({ size: 3 }), 3);
    for (const output of outputs) {
      expect(output.error).toBeUndefined();
      expect(output.scopes.environment).toContainEqual({ key: 'met', value: 'yes', enabled: true });
    }
  });

  it('is needed: one host runs its scripts one after another, so they never meet', async () => {
    const outputs = await runTogether(createNodeScriptHost(), 2);
    expect(outputs[0]?.error).toMatchObject({ code: 'SCRIPT_TIMEOUT' });
  });

  it('starts a host only when every started one is busy, and never more than its size', async () => {
    let created = 0;
    const pool = createScriptHostPool({
      size: 2,
      createHost: () => {
        created += 1;
        return createNodeScriptHost();
      },
    });
    await pool.run(input('pm.environment.set("a", 1);'), rendezvous(1).bridge);
    await pool.run(input('pm.environment.set("a", 2);'), rendezvous(1).bridge);
    expect(created).toBe(1);
    const { bridge, script } = rendezvous(2);
    const outputs = await Promise.all([
      pool.run(input(script), bridge),
      pool.run(input(script), bridge),
      pool.run(input('pm.environment.set("queued", 1);'), bridge),
    ]);
    await pool.dispose();
    expect(created).toBe(2);
    expect(outputs.map((output) => output.success)).toEqual([true, true, true]);
  });

  it('warm starts the first host, and the first script runs in it rather than in a new one', async () => {
    let created = 0;
    const pool = createScriptHostPool({
      size: 2,
      createHost: () => {
        created += 1;
        return createNodeScriptHost();
      },
    });
    pool.warm();
    pool.warm();
    const output = await pool.run(input('pm.environment.set("warm", "yes");'), rendezvous(1).bridge);
    await pool.dispose();
    expect(created).toBe(1);
    expect(output.scopes.environment).toContainEqual({ key: 'warm', value: 'yes', enabled: true });
  });

  it('takes a host started before it (warmUp) as its first member, and disposes it with the rest', async () => {
    let created = 0;
    const first = createNodeScriptHost();
    warmUp(first);
    const pool = createScriptHostPool({
      size: 1,
      first,
      createHost: () => {
        created += 1;
        return createNodeScriptHost();
      },
    });
    pool.warm();
    const output = await pool.run(input('pm.environment.set("early", "yes");'), rendezvous(1).bridge);
    expect(output.scopes.environment).toContainEqual({ key: 'early', value: 'yes', enabled: true });
    expect(created).toBe(0);
    await pool.dispose();
    await expect(first.run(input(''), rendezvous(1).bridge)).rejects.toMatchObject({ code: 'SCRIPT_HOST_DISPOSED' });
  });

  it('refuses runs after dispose', async () => {
    const pool = createScriptHostPool({ size: 2 });
    await pool.dispose();
    await expect(pool.run(input(''), rendezvous(1).bridge)).rejects.toMatchObject({ code: 'SCRIPT_HOST_DISPOSED' });
  });
});
