export { createNodeScriptHost, type NodeScriptHostOptions } from './nodeScriptHost.js';
export { assertNodeSnapshotDisabled } from './nodeSnapshot.js';
export { disposeSandbox, startSandbox, type Sandbox } from './sandbox.js';
export { createScriptHostPool, warmUp, type ScriptHostPool, type ScriptHostPoolOptions } from './pool.js';
