export { createNodeScriptHost, type NodeScriptHostOptions } from './nodeScriptHost.js';
export { assertNodeSnapshotDisabled } from './nodeSnapshot.js';
