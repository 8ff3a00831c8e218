// Imported only dynamically, by lazyScriptHost.ts and mockServer.ts: isolated-vm, the sandbox's
// prelude and the script hosts are the largest part of the CLI, so they get chunks of their own
// that a run without scripts never loads (`courier run` starts its first isolate earlier, through
// sandboxStart.ts).
export { createNodeScriptHost, createScriptHostPool } from '@courier/core/node';
