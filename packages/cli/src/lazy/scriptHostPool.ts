// Imported only dynamically, by lazyScriptHost.ts: isolated-vm and the sandbox's prelude are the
// largest part of the CLI, so they get a chunk of their own that a run without scripts never loads.
export { createScriptHostPool } from '@courier/core/node';
