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
export * from './codegen/index.js';
export * from './accounts/index.js';
export * from './oauth/index.js';
