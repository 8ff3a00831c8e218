// Code generation: a request as a snippet, through httpsnippet.
export { generateCode } from './generateCode.js';
export type { CodegenOptions } from './generateCode.js';
export { SPEC_LANGUAGES, listCodegenTargets, resolveCodegenLanguage } from './codegenTargets.js';
export type { CodegenTarget, SpecLanguage } from './codegenTargets.js';
export { CodegenError } from './errors.js';
export type { CodegenErrorCode } from './errors.js';
export { toHarRequest } from './toHarRequest.js';
