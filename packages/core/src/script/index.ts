export type { ScriptBridge, ScriptCookie, ScriptHost, ScriptInput, ScriptOutput, VariableScopes } from './host.js';
