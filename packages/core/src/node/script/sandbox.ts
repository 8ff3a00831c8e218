// An isolated-vm isolate with the prelude installed, which a Node script host runs scripts in.
// Apart from the host (nodeScriptHost.ts) and its schemas, so that a process can start one before
// it has loaded zod or anything else: the CLI starts its first isolate this way while the rest of
// the program loads.
import { randomBytes } from 'node:crypto';
import ivm from 'isolated-vm';
import type { ScriptBridge } from '../../script/host.js';
import { preludeCode, sugarCode } from '../../script/preludeCode.js';
import { assertNodeSnapshotDisabled } from './nodeSnapshot.js';

export const DEFAULT_MEMORY_LIMIT_MB = 64;

/** The functions a sandbox's context hands the host for running scripts. */
interface RunEntries {
  /** Starts a run; its output is ready for `take` once the run needs nothing from the host. */
  start(input: string): void;
  /** The output of the run `start` began, or undefined while it still waits (timers, requests). */
  take(): string | undefined;
  /** Resolves with the output of the run `start` began. */
  wait(): Promise<string>;
}

export interface Sandbox {
  isolate: ivm.Isolate;
  start: ivm.Reference<RunEntries['start']>;
  take: ivm.Reference<RunEntries['take']>;
  wait: ivm.Reference<RunEntries['wait']>;
  /** The bridge of the run in progress; runs are serialised, so there is one at a time. */
  bridge: { current?: ScriptBridge };
  /** The host timers behind the scripts' setTimeout, cleared when the isolate goes. */
  timers: Set<NodeJS.Timeout>;
}

/** Library code loaded so far, shared by every sandbox of the process; a name maps once it is in. */
export const libraries = new Map<string, string>();

/** Answers a call from inside the sandbox; its schemas load with the first call, not before the isolate starts. */
async function reply(bridge: ScriptBridge | undefined, text: string): Promise<string> {
  const { bridgeReply } = await import('../../script/bridgeReply.js');
  return bridgeReply(bridge, text);
}

/**
 * Starts an isolate and installs the prelude in it. The prelude evaluates on the isolate's own
 * thread (tens of milliseconds) and is under way when this returns.
 */
export async function startSandbox(memoryLimitMb = DEFAULT_MEMORY_LIMIT_MB): Promise<Sandbox> {
  assertNodeSnapshotDisabled();
  const isolate = new ivm.Isolate({ memoryLimit: memoryLimitMb });
  // Synchronous (well under a millisecond): the prelude's evaluation below then starts on the
  // isolate's thread at once, not after this thread next reaches its event loop, which at a
  // start is after the whole program has loaded.
  const context = isolate.createContextSync();
  const bridge: Sandbox['bridge'] = {};
  const loadLibrary = new ivm.Callback((name: string) => libraries.get(name));
  const call = new ivm.Reference((text: string) => reply(bridge.current, text));
  const timers = new Set<NodeJS.Timeout>();
  // Unreferenced: a timer a script leaves behind (setTimeout(…, 600000)) must not keep the
  // process alive after the run; a run in progress is kept alive by its own deadline.
  const sleep = new ivm.Reference(
    (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, ms);
        timer.unref();
        timers.add(timer);
      }),
  );
  const random = new ivm.Callback((count: number) => [...randomBytes(Math.min(Math.max(0, count | 0), 65536))]);
  // The hooks live only in this closure; script code can reach neither them nor the run.
  // `then` is taken before any script can replace Promise.prototype.then.
  // WebAssembly memory lives outside the heap the isolate's limit counts (a script could hold
  // gigabytes through it), and Postman scripts have no use for it: it is not offered.
  // Sugar.js comes in with the closure rather than through `load`: a callback runs on this
  // thread, so the prelude, asking for it halfway, would wait for this thread, which at a start
  // is busy loading the program.
  const entries = (await context.evalClosure(
    `'use strict';
    delete globalThis.WebAssembly;
    const load = $0, call = $1, sleep = $2, random = $3, sugar = $4;
    const then = Promise.prototype.then, apply = Reflect.apply;
    const install = (function () {${preludeCode}\n})();
    const run = install({
      loadLibrary: (name) => (name === 'sugar' ? sugar : load(name)),
      call: (text) => call.apply(undefined, [text], { arguments: { copy: true }, result: { promise: true, copy: true } }),
      sleep: (ms) => sleep.apply(undefined, [ms], { arguments: { copy: true }, result: { promise: true } }),
      randomValues: (count) => random(count),
    });
    let running, output;
    return {
      start(input) {
        output = undefined;
        running = apply(then, run(input), [(text) => (output = text)]);
      },
      take: () => output,
      wait: () => running,
    };`,
    [loadLibrary, call, sleep, random, sugarCode],
    { result: { reference: true } },
  )) as ivm.Reference<RunEntries>;
  const [start, take, wait] = [
    entries.getSync('start', { reference: true }),
    entries.getSync('take', { reference: true }),
    entries.getSync('wait', { reference: true }),
  ];
  entries.release();
  return { isolate, start, take, wait, bridge, timers };
}

/** Clears the sandbox's timers and disposes its isolate. */
export function disposeSandbox(sandbox: Sandbox): void {
  for (const timer of sandbox.timers) clearTimeout(timer);
  sandbox.timers.clear();
  if (!sandbox.isolate.isDisposed) sandbox.isolate.dispose();
}
