// Imported only dynamically, by sandbox/earlySandbox.ts, as the first thing `courier run` loads:
// isolated-vm and the prelude without the script hosts and their schemas (zod), so the first
// isolate starts as early as it can. Through core's own subpath, as the barrel is shared with the
// script hosts and would pull them into this chunk.
export { disposeSandbox, startSandbox } from '@courier/core/node/sandbox';
