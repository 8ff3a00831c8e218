// The Node script host: the prelude runs in an isolated-vm isolate with a memory
// limit; the host enforces the wall-clock deadline itself, because isolated-vm's `timeout` covers
// only synchronous work, not a promise that never settles. A run that times out or exhausts
// memory disposes the isolate; the next run gets a fresh one.
import { randomBytes } from 'node:crypto';
import ivm from 'isolated-vm';
import { messageOf } from '../../errors.js';
import { bridgeReply } from '../../script/bridgeReply.js';
import { ScriptError } from '../../script/errors.js';
import type { ScriptBridge, ScriptHost, ScriptInput, ScriptOutput } from '../../script/host.js';
import { librariesMentionedIn, loadLibraryCode } from '../../script/libraryCode.js';
import { failedOutput, inputText, readSandboxResult, timeoutError } from '../../script/output.js';
import { preludeCode, sugarCode } from '../../script/preludeCode.js';
import { assertNodeSnapshotDisabled } from './nodeSnapshot.js';

export interface NodeScriptHostOptions {
  /** Heap limit of the isolate in MB (isolated-vm's minimum is 8). */
  memoryLimitMb?: number;
}

const DEFAULT_MEMORY_LIMIT_MB = 64;

/** The functions a sandbox's context hands the host for running scripts. */
interface RunEntries {
  /** Starts a run; its output is ready for `take` once the run needs nothing from the host. */
  start(input: string): void;
  /** The output of the run `start` began, or undefined while it still waits (timers, requests). */
  take(): string | undefined;
  /** Resolves with the output of the run `start` began. */
  wait(): Promise<string>;
}

interface Sandbox {
  isolate: ivm.Isolate;
  start: ivm.Reference<RunEntries['start']>;
  take: ivm.Reference<RunEntries['take']>;
  wait: ivm.Reference<RunEntries['wait']>;
  /** The bridge of the run in progress; runs are serialised, so there is one at a time. */
  bridge: { current?: ScriptBridge };
  /** The host timers behind the scripts' setTimeout, cleared when the isolate goes. */
  timers: Set<NodeJS.Timeout>;
}

/** Library code loaded so far, shared by every host of the process; a name maps once it is in. */
const libraries = new Map<string, string>();
const loadingLibraries = new Map<string, Promise<void>>();

/** Loads the libraries a run's scripts may `require()`, before it starts: `require` is synchronous. */
function loadLibrariesFor(input: ScriptInput): Promise<unknown> | undefined {
  const missing = librariesMentionedIn(input.scripts.map((script) => script.source)).filter(
    (name) => !libraries.has(name),
  );
  if (missing.length === 0) return undefined;
  return Promise.all(
    missing.map((name) => {
      let loading = loadingLibraries.get(name);
      if (!loading) {
        loading = loadLibraryCode(name).then(
          (code) => void libraries.set(name, code),
          (error: unknown) => {
            loadingLibraries.delete(name); // the next run that needs it tries again
            throw error;
          },
        );
        loadingLibraries.set(name, loading);
      }
      return loading;
    }),
  );
}

async function createSandbox(memoryLimitMb: number): Promise<Sandbox> {
  const isolate = new ivm.Isolate({ memoryLimit: memoryLimitMb });
  // Synchronous (well under a millisecond): the prelude's evaluation below then starts on the
  // isolate's thread at once, not after this thread next reaches its event loop, which at a
  // start is after the whole program has loaded.
  const context = isolate.createContextSync();
  const bridge: Sandbox['bridge'] = {};
  const loadLibrary = new ivm.Callback((name: string) => libraries.get(name));
  const call = new ivm.Reference((text: string) => bridgeReply(bridge.current, text));
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

export function createNodeScriptHost(options: NodeScriptHostOptions = {}): ScriptHost {
  assertNodeSnapshotDisabled();
  const memoryLimitMb = options.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB;
  let sandbox: Promise<Sandbox> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let disposed = false;

  function discard(current: Sandbox) {
    for (const timer of current.timers) clearTimeout(timer);
    current.timers.clear();
    if (!current.isolate.isDisposed) current.isolate.dispose();
    sandbox = undefined;
  }

  async function runOnce(input: ScriptInput, bridge: ScriptBridge): Promise<ScriptOutput> {
    if (disposed) throw new ScriptError('SCRIPT_HOST_DISPOSED', 'The script host has been disposed');
    sandbox ??= createSandbox(memoryLimitMb);
    let current: Sandbox;
    try {
      await loadLibrariesFor(input);
    } catch (error) {
      return failedOutput(
        input,
        new ScriptError('SCRIPT_SANDBOX_FAILED', `A library the script needs could not load: ${messageOf(error)}`, {
          cause: error,
        }),
      );
    }
    try {
      current = await sandbox;
    } catch (error) {
      // Nothing to reuse: the next run tries a fresh isolate.
      sandbox = undefined;
      return failedOutput(
        input,
        new ScriptError('SCRIPT_SANDBOX_FAILED', `The script sandbox could not start: ${messageOf(error)}`, {
          cause: error,
        }),
      );
    }
    current.bridge.current = bridge;
    const started = performance.now();
    const remaining = () => Math.max(1, Math.ceil(input.timeoutMs - (performance.now() - started)));
    let timer: NodeJS.Timeout | undefined;
    let execution: Promise<unknown> | undefined;
    try {
      // On this thread while the scripts compute, which saves two thread switches per run;
      // isolated-vm's timeout bounds it. A run that waits for a timer or a request goes on below.
      current.start.applySync(undefined, [inputText(input)], { arguments: { copy: true }, timeout: input.timeoutMs });
      let outcome = current.take.applySync(undefined, [], { timeout: remaining() });
      if (outcome === undefined) {
        const deadline = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), remaining());
        });
        const waiting = current.wait.apply(undefined, [], {
          result: { promise: true, copy: true },
          timeout: remaining(),
        });
        execution = waiting;
        outcome = await Promise.race([waiting, deadline]);
      }
      if (outcome === 'timeout') {
        discard(current);
        return failedOutput(input, timeoutError(input.timeoutMs));
      }
      const { output, intact } = readSandboxResult(outcome, input);
      if (!intact) discard(current);
      return output;
    } catch (error) {
      const failure = sandboxFailure(error, current.isolate, input.timeoutMs, memoryLimitMb);
      discard(current);
      return failedOutput(input, failure);
    } finally {
      clearTimeout(timer);
      current.bridge.current = undefined;
      execution?.catch(() => undefined);
    }
  }

  return {
    run(input, bridge) {
      const result = queue.then(() => runOnce(input, bridge));
      queue = result.catch(() => undefined);
      return result;
    },
    async dispose() {
      disposed = true;
      const current = await sandbox?.catch(() => undefined);
      if (current) discard(current);
    },
  };
}

/** Turns isolated-vm's failures into the messages users see. */
function sandboxFailure(error: unknown, isolate: ivm.Isolate, timeoutMs: number, memoryLimitMb: number): ScriptError {
  if (error instanceof ScriptError) return error;
  const message = messageOf(error);
  if (/timed out/i.test(message)) return timeoutError(timeoutMs);
  if (isolate.isDisposed || /memory/i.test(message)) {
    return new ScriptError('SCRIPT_MEMORY_LIMIT', `Script ran out of memory (limit ${memoryLimitMb} MB)`, {
      cause: error,
    });
  }
  return new ScriptError('SCRIPT_SANDBOX_FAILED', `The script sandbox failed: ${message}`, { cause: error });
}
