import type { ScriptHost } from '@courier/core';

/**
 * A script sandbox started at the very beginning of `courier run`, before the rest of the CLI has
 * loaded: its isolate evaluates Sugar.js and the prelude (tens of milliseconds) on its own thread
 * while this one loads the commands, the collection and undici (a whole-process start
 * within 250 ms). A run whose collection has no scripts never takes it and disposes it unused.
 */
let early: Promise<ScriptHost | undefined> | undefined;

/**
 * Resolves once the isolate has begun to start (its prelude evaluates on the isolate's thread):
 * the caller loads the rest of the CLI after that, not before.
 */
export async function startSandboxEarly(): Promise<void> {
  early ??= import('../lazy/scriptHostPool.js').then(
    ({ createNodeScriptHost, warmUp }) => {
      const host = createNodeScriptHost();
      warmUp(host);
      return host;
    },
    // No head start: the run's own host reports what went wrong when its first script runs.
    () => undefined,
  );
  await early;
}

/** The early sandbox, once: later calls answer undefined. */
export function takeEarlySandbox(): Promise<ScriptHost | undefined> {
  const taken = early ?? Promise.resolve(undefined);
  early = Promise.resolve(undefined);
  return taken;
}
