// The browser's ScriptHost (the sandbox host design, docs/decisions): core's Worker host over a
// dedicated module Worker running core's sandbox entry. `?worker` has Vite bundle that entry as a
// worker chunk of its own, found through core's `script-worker` export.
import ScriptWorker from '@courier/core/script-worker?worker';
import type { ScriptHost } from '@courier/core';
import { createWorkerScriptHost } from '@courier/core/browser';

function createBrowserScriptHost(): ScriptHost {
  return createWorkerScriptHost(() => new ScriptWorker({ name: 'courier-scripts' }));
}

export const scriptHost = createBrowserScriptHost();

/** A script host whose running script can be stopped at once, by replacing its Worker. */
export interface StoppableScriptHost extends ScriptHost {
  /** Terminates the script in progress (a loop included); the next run starts a fresh Worker. */
  stop(): void;
}

export function createStoppableScriptHost(): StoppableScriptHost {
  let host = createBrowserScriptHost();
  return {
    run: (input, bridge) => host.run(input, bridge),
    dispose: () => host.dispose(),
    stop() {
      void host.dispose();
      host = createBrowserScriptHost();
    },
  };
}
