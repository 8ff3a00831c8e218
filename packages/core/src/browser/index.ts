// The browser-only API of @courier/core: what needs a browser's globals (a dedicated Worker) to
// run. The web app imports it; Node code never does, and the isomorphic entry stays free of it.
export { createWorkerScriptHost } from '../script/worker/workerScriptHost.js';

// Response analysis for the web view, file by file so ajv (schema validation compiles code and runs
// on the server, from core's main entry) stays out of the page's bundle.
export { compareResponses } from '../analysis/compareResponses.js';
export { diffJson } from '../analysis/diffJson.js';
export { diffText } from '../analysis/diffText.js';
export { DEFAULT_DRIFT_IGNORE, driftFromBaseline, mergeDriftIgnore } from '../analysis/driftFromBaseline.js';
export { AnalysisError } from '../analysis/errors.js';
export type { AnalysisErrorCode } from '../analysis/errors.js';
export { DRAFT_07_SCHEMA_URI, inferJsonSchema } from '../analysis/inferJsonSchema.js';
export { parseJsonPath } from '../analysis/jsonPath.js';
export type {
  BodyDiff,
  CapturedResponse,
  Drift,
  DriftIgnoreRules,
  HeaderChange,
  HeaderComparison,
  JsonChange,
  JsonPath,
  ResponseComparisonResult,
  TextHunk,
} from '../analysis/types.js';
// Only the shapes: the server validates and the web view shows the result.
export type { SchemaValidationError, SchemaValidationResult } from '../analysis/validateAgainstSchema.js';
