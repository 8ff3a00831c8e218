// Imported only dynamically, for what only some runs ask for: `-d` (papaparse), the file reports
// of `-r json,html,junit,csv`, `--baseline` (the response comparisons and the diff package) and
// `--export-*`. One module rather than one each: esbuild gives every set of entries that share
// modules a chunk of its own, and each chunk more is a module more for every run to load.
export {
  DEFAULT_DRIFT_IGNORE,
  DETAILED_FORMATS,
  exportPostman,
  exportPostmanEnvironment,
  exportPostmanGlobals,
  parseDataFile,
  reportPieces,
} from '@courier/core';
export { BaselineCheck } from '../run/baselineCheck.js';
export { readBaselines } from '../run/baselineFile.js';
