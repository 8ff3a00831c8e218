// The mock server's logic, shared by the server, the CLI and the web app: models, route matching,
// response choice and rendering, and explained misses.
export * from './model.js';
export { compilePathPattern } from './pathPattern.js';
export { mockRequestFrom } from './mockRequest.js';
export type { MockRequest } from './mockRequest.js';
export { compileRule } from './rules.js';
export { assertBodyWithinLimit, basePathOf, compileConfig, compileRoute } from './compile.js';
export type { CompiledConfig } from './compile.js';
export { matchRequest } from './match.js';
export { explainMiss } from './explain.js';
export { replyFor } from './reply.js';
export type { MockReply } from './reply.js';
export { MOCK_SCRIPT_MEMORY_MB, runResponseScript } from './responseScript.js';
export type { ScriptedReply } from './responseScript.js';
export { mockFromCollection } from './fromCollection.js';
export { mockFromOpenApi } from './fromOpenApi.js';
export { openApiRequestChecks } from './openApiRequestCheck.js';
export type { OpenApiRequestCheck } from './openApiRequestCheck.js';
