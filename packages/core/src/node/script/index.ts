export { createNodeScriptHost } from './nodeScriptHost.js';
export { createScriptHostPool, type ScriptHostPool } from './pool.js';
