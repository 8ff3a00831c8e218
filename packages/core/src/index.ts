// The isomorphic public API of @courier/core: everything here runs in browsers and in Node.
export * from './errors.js';
export * from './model/index.js';
export * from './send/index.js';
export * from './variables/index.js';
export * from './send/transportRequestSchema.js';
export * from './convert/curl/index.js';
export * from './graphql/index.js';
export * from './script/index.js';
export * from './send/pipeline/index.js';
export * from './runner/index.js';
export * from './report/index.js';
export * from './convert/index.js';
// Code generation itself (httpsnippet, some 100 KB) is the subpath '@courier/core/codegen'.
export { CodegenError } from './codegen/errors.js';
export type { CodegenErrorCode } from './codegen/errors.js';
export * from './accounts/index.js';
export * from './oauth/index.js';
export * from './mock/index.js';
