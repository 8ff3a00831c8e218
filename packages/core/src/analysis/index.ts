// Response analysis: comparing recorded responses, drift from a baseline, schema inference and
// validation. Everything but validateAgainstSchema/checkSchema (ajv compiles code) is browser-safe.
export { compareHeaders } from './compareHeaders.js';
export { compareResponses, diffBodies } from './compareResponses.js';
export { diffJson } from './diffJson.js';
export { TEXT_DIFF_TIMEOUT_MS, diffText } from './diffText.js';
export { DEFAULT_DRIFT_IGNORE, driftFromBaseline, mergeDriftIgnore } from './driftFromBaseline.js';
export { AnalysisError } from './errors.js';
export type { AnalysisErrorCode } from './errors.js';
export { DRAFT_07_SCHEMA_URI, MAX_INFERENCE_DEPTH, inferJsonSchema } from './inferJsonSchema.js';
export { indexPath, keyPath, parseJsonPath, pathCovers } from './jsonPath.js';
export type { PathSegment } from './jsonPath.js';
export { MIN_SCRUBBED_LENGTH, REDACTED, redactRecording } from './redactRecording.js';
export type { RecordingToRedact, RedactedRecording, RedactionRules } from './redactRecording.js';
export { CREDENTIAL_HEADERS, SECRET_WORDS, isSecretName } from './secretNames.js';
export { MAX_REPORTED_ERRORS, checkSchema, validateAgainstSchema } from './validateAgainstSchema.js';
export type { SchemaValidationError, SchemaValidationResult } from './validateAgainstSchema.js';
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
} from './types.js';
