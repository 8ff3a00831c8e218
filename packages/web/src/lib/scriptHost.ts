// The browser's ScriptHost (ARCHITECTURE.md "Scripts run in a sandbox"): core's Worker host over a
// dedicated module Worker running core's sandbox entry. The entry is referenced by path because
// Vite must bundle it as a separate worker chunk; core exports no subpath for it.
import { createWorkerScriptHost } from '@courier/core';

export const scriptHost = createWorkerScriptHost(
  () =>
    new Worker(new URL('../../../core/src/script/worker/scriptWorker.ts', import.meta.url), {
      type: 'module',
      name: 'courier-scripts',
    }),
);
