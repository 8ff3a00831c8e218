// Code generation: a request as a snippet, through httpsnippet.
export { generateCode } from './generateCode.js';
export { listCodegenTargets } from './codegenTargets.js';
