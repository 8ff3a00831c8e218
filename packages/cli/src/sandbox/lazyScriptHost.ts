import { availableParallelism } from 'node:os';
import type { ScriptHost } from '@courier/core';
import type { ScriptHostPool } from '@courier/core/node';
import { disposeEarlySandbox, takeEarlySandbox } from './earlySandbox.js';

/** The run's script hosts; `warm` starts the first sandbox before the first script needs it. */
export interface LazyScriptHost extends ScriptHost {
  /** Resolves once the sandbox code is loaded and its first isolate is starting. */
  warm(): Promise<void>;
}

/**
 * The run's script hosts, loaded when the first script runs (or `warm` is called): a collection
 * without scripts starts no isolate and parses none of the sandbox (a whole-process
 * start within 250 ms).
 *
 * `concurrency` is how many requests are in flight: 1 for a sequential run. A pool of isolates
 * lets their scripts run at once, but no more of them than there are cores: each isolate costs
 * its start and its own warm-up, and a scripted request already keeps two threads busy (the run
 * and one isolate), so on two cores ten isolates measured slower than two.
 */
export function lazyScriptHost(concurrency: number): LazyScriptHost {
  const size = Math.max(1, Math.min(concurrency, availableParallelism()));
  let pool: Promise<ScriptHostPool> | undefined;
  const load = () =>
    (pool ??= import('../lazy/scriptHostPool.js').then(({ createNodeScriptHost, createScriptHostPool }) => {
      const sandbox = takeEarlySandbox();
      return createScriptHostPool({ size, ...(sandbox && { first: createNodeScriptHost({ sandbox }) }) });
    }));
  return {
    async run(input, bridge) {
      return (await load()).run(input, bridge);
    },
    async warm() {
      try {
        (await load()).warm();
      } catch {
        // A pool that fails to load fails the first script's run too, which reports it.
      }
    },
    async dispose() {
      // A run that loaded no scripts still disposes the sandbox started early for it.
      await Promise.all([pool?.then((loaded) => loaded.dispose()), disposeEarlySandbox()]);
    },
  };
}
