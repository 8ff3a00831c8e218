export type {
  ScriptBridge,
  CookieJarCall,
  ScriptCookie,
  ScriptHost,
  ScriptInfo,
  ScriptInput,
  ScriptOutput,
  ScriptSource,
  VariableScopes,
} from './host.js';
export { ScriptError, type ScriptErrorCode } from './errors.js';
export { createWorkerScriptHost } from './worker/workerScriptHost.js';
