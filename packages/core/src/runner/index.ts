// Collection runs: the Runner, its event stream, selection, sharding and summary.
export * from './errors.js';
export { dataFileFormat, parseDataFile, type DataFileFormat, type DataFileOptions } from './dataFile.js';
export type * from './events.js';
export type { BailMode, RunOptions, RunnerDeps, RunRules } from './options.js';
export { parseShard, planRequests, selectShard, type Selection } from './plan.js';
export { isSuccessful, requestFailed, wasSent } from './requestResult.js';
export { Runner, runCollection, type RunHandle } from './Runner.js';
export type { RunOutcome, RunVariables } from './session.js';
export { summarize, SummaryAccumulator } from './summary.js';
export { responseTimeStats, type ResponseTimeStats } from './responseTimeStats.js';
