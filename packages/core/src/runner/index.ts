// Collection runs: the Runner, its event stream, selection, sharding and summary.
export * from './errors.js';
export { dataFileFormat, parseDataFile } from './dataFile.js';
export type * from './events.js';
export type { BailMode, RunOptions } from './options.js';
export { parseShard, planRequests, selectShard } from './plan.js';
export { requestFailed, wasSent } from './requestResult.js';
export { Runner, runCollection, type RunHandle } from './Runner.js';
export type { RunOutcome } from './session.js';
export { summarize } from './summary.js';
export { responseTimeStats } from './responseTimeStats.js';
