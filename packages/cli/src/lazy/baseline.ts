// Imported only dynamically, by run.ts, for `--baseline`: the response comparisons (JSON and text
// diffs, the diff package among them) load only for a run that compares.
export { BaselineCheck } from '../run/baselineCheck.js';
export { readBaselines } from '../run/baselineFile.js';
export { DEFAULT_DRIFT_IGNORE } from '@courier/core';
