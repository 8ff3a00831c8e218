// The send flow, shared by the builder, the runner and the server.
export type * from './context.js';
export { effectiveAuth, scriptChain } from './inherit.js';
export { sendRequest } from './sendRequest.js';
export { variablesForSend } from './variablesForSend.js';
export type { VariableSourceName } from './variablesForSend.js';
