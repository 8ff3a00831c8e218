// The mock server's logic, shared by the server, the CLI and the web app: models, route matching,
// response choice and rendering, and explained misses.
export * from './model.js';
export { compilePathPattern, matchPath, requestSegments, splitPath } from './pathPattern.js';
export type { PathPattern, PatternSegment } from './pathPattern.js';
export { jsonBodyOf, mockRequestFrom, readField } from './mockRequest.js';
export type { MockRequest } from './mockRequest.js';
export { compileRule, describeRule, ruleHolds } from './rules.js';
export type { CompiledRule, RuleContext } from './rules.js';
export { hasPlaceholders, renderJsonTemplate, renderTextTemplate } from './render.js';
export { assertBodyWithinLimit, basePathOf, compileConfig, compileRoute, serialiseBody } from './compile.js';
export type { CompiledConfig, CompiledRoute, CompiledResponse, MockConfigSource } from './compile.js';
export { matchRequest, methodMatches } from './match.js';
export type { MockHit } from './match.js';
export { explainMiss } from './explain.js';
export { replyFor } from './reply.js';
export type { MockReply } from './reply.js';
export { MOCK_SCRIPT_MEMORY_MB, MOCK_SCRIPT_TIMEOUT_MS, runResponseScript } from './responseScript.js';
export type { ScriptedReply } from './responseScript.js';
export { mockFromCollection, routePathOf } from './fromCollection.js';
export type { CollectionMock } from './fromCollection.js';
export { mockFromOpenApi, routePathOfTemplate } from './fromOpenApi.js';
export type { OpenApiMock } from './fromOpenApi.js';
export { openApiRequestChecks } from './openApiRequestCheck.js';
export type { OpenApiRequestCheck, RequestViolation } from './openApiRequestCheck.js';
