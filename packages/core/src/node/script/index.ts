export { createNodeScriptHost, type NodeScriptHostOptions } from './nodeScriptHost.js';
export { assertNodeSnapshotDisabled } from './nodeSnapshot.js';
export { createScriptHostPool, type ScriptHostPoolOptions } from './pool.js';
