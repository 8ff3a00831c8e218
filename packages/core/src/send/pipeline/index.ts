// The send flow, shared by the builder, the runner and the server.
export type * from './context.js';
export { effectiveAuth, effectiveProtocolProfile, inheritedAuth, scriptChain } from './inherit.js';
export { NO_OAUTH_TOKEN } from './oauth.js';
export { SEND_MESSAGES, sendRequest } from './sendRequest.js';
export { variablesForSend } from './variablesForSend.js';
export type { VariableSourceName, VariablesForSend } from './variablesForSend.js';
