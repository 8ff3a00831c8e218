import { availableParallelism } from 'node:os';
import type { ScriptHost } from '@courier/core';

/**
 * The run's script hosts, loaded when the first script runs: a collection without scripts starts
 * no isolate and parses none of the sandbox (issue 4 §6, the whole-process start).
 *
 * `concurrency` is how many requests are in flight: 1 for a sequential run. A pool of isolates
 * lets their scripts run at once, but no more of them than there are cores: each isolate costs
 * its start and its own warm-up, and a scripted request already keeps two threads busy (the run
 * and one isolate), so on two cores ten isolates measured slower than two.
 */
export function lazyScriptHost(concurrency: number): ScriptHost {
  const size = Math.max(1, Math.min(concurrency, availableParallelism()));
  let host: Promise<ScriptHost> | undefined;
  return {
    async run(input, bridge) {
      host ??= import('./scriptHostPool.js').then(({ createScriptHostPool }) => createScriptHostPool({ size }));
      return (await host).run(input, bridge);
    },
    async dispose() {
      await (await host)?.dispose();
    },
  };
}
