// Imported only dynamically, by codegen.ts: httpsnippet's targets take tens of milliseconds to
// load, which every `courier run` would otherwise pay.
export { generateCode, listCodegenTargets } from '@courier/core';
