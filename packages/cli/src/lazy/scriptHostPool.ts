// Imported only dynamically, by lazyScriptHost.ts and earlySandbox.ts: isolated-vm and the
// sandbox's prelude are the largest part of the CLI, so they get a chunk of their own that a run
// without scripts never loads.
export { createNodeScriptHost, createScriptHostPool, warmUp } from '@courier/core/node';
