// Imported only dynamically, by commands/codegen.ts: httpsnippet's 39 targets are some 100 KB that
// `courier run` would otherwise parse at every start. Through core's own subpath, as
// the barrel is shared with the run's code and would pull codegen into the chunks a run loads.
export { generateCode, listCodegenTargets } from '@courier/core/codegen';
