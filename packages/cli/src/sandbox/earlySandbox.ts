import type { Sandbox } from '@courier/core/node/sandbox';

/**
 * A script sandbox started at the very beginning of `courier run`, before the rest of the CLI has
 * loaded: its isolate evaluates Sugar.js and the prelude (tens of milliseconds) on its own thread
 * while this one loads the commands, the collection and undici. The run's first script host
 * takes it (lazyScriptHost.ts); a run whose collection has no scripts disposes it unused.
 */
let early: Promise<Sandbox> | undefined;

/**
 * Resolves once the isolate has begun to start (its prelude evaluates on the isolate's thread):
 * the caller loads the rest of the CLI after that, not before.
 */
export async function startSandboxEarly(): Promise<void> {
  try {
    const { startSandbox } = await import('../lazy/sandboxStart.js');
    early = startSandbox();
    // Reported by the run's first script, whose host finds the start failed.
    early.catch(() => undefined);
  } catch {
    // No head start: the run's own host reports what went wrong when its first script runs.
  }
}

/** The early sandbox, once: later calls answer undefined. */
export function takeEarlySandbox(): Promise<Sandbox> | undefined {
  const taken = early;
  early = undefined;
  return taken;
}

/** Disposes the early sandbox if no host took it. */
export async function disposeEarlySandbox(): Promise<void> {
  const unused = takeEarlySandbox();
  if (!unused) return;
  const [{ disposeSandbox }, sandbox] = await Promise.all([
    import('../lazy/sandboxStart.js'),
    unused.catch(() => undefined),
  ]);
  if (sandbox) disposeSandbox(sandbox);
}
