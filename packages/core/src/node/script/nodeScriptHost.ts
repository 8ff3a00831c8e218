// The Node script host: the prelude runs in an isolated-vm isolate with a memory
// limit; the host enforces the wall-clock deadline itself, because isolated-vm's `timeout` covers
// only synchronous work, not a promise that never settles. A run that times out or exhausts
// memory disposes the isolate; the next run gets a fresh one.
import { messageOf } from '../../errors.js';
import { ScriptError } from '../../script/errors.js';
import type { ScriptBridge, ScriptHost, ScriptInput, ScriptOutput } from '../../script/host.js';
import { librariesMentionedIn, loadLibraryCode } from '../../script/libraryCode.js';
import { failedOutput, inputText, readSandboxResult, timeoutError } from '../../script/output.js';
import { assertNodeSnapshotDisabled } from './nodeSnapshot.js';
import { DEFAULT_MEMORY_LIMIT_MB, disposeSandbox, libraries, startSandbox, type Sandbox } from './sandbox.js';

export interface NodeScriptHostOptions {
  /** Heap limit of the isolate in MB (isolated-vm's minimum is 8). */
  memoryLimitMb?: number;
  /** A sandbox already starting (`startSandbox`, with the same memory limit): the host's first. */
  sandbox?: Promise<Sandbox>;
}

/** Libraries on their way into `libraries`, so that runs asking for one at once load it once. */
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

export function createNodeScriptHost(options: NodeScriptHostOptions = {}): ScriptHost {
  assertNodeSnapshotDisabled();
  const memoryLimitMb = options.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB;
  let sandbox = options.sandbox;
  let queue: Promise<unknown> = Promise.resolve();
  let disposed = false;

  function discard(current: Sandbox) {
    disposeSandbox(current);
    sandbox = undefined;
  }

  async function runOnce(input: ScriptInput, bridge: ScriptBridge): Promise<ScriptOutput> {
    if (disposed) throw new ScriptError('SCRIPT_HOST_DISPOSED', 'The script host has been disposed');
    sandbox ??= startSandbox(memoryLimitMb);
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
function sandboxFailure(
  error: unknown,
  isolate: Sandbox['isolate'],
  timeoutMs: number,
  memoryLimitMb: number,
): ScriptError {
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
