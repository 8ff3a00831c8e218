// Imported only dynamically, by commands/codegen.ts: httpsnippet's 39 targets are some 100 KB that
// `courier run` would otherwise parse at every start (issue 4 §6).
export { generateCode, listCodegenTargets } from '@courier/core';
