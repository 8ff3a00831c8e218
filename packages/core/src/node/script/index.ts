export { createNodeScriptHost, type NodeScriptHostOptions } from './nodeScriptHost.js';
export { assertNodeSnapshotDisabled } from './nodeSnapshot.js';
export { createScriptHostPool, warmUp, type ScriptHostPool, type ScriptHostPoolOptions } from './pool.js';
