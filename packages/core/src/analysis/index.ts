// Response analysis: comparing recorded responses, drift from a baseline, schema inference and
// validation. Everything but validateAgainstSchema/checkSchema (ajv compiles code) is browser-safe.
export { compareResponses } from './compareResponses.js';
export { diffJson } from './diffJson.js';
export { diffText } from './diffText.js';
export { DEFAULT_DRIFT_IGNORE, driftFromBaseline, mergeDriftIgnore } from './driftFromBaseline.js';
export { AnalysisError } from './errors.js';
export { inferJsonSchema } from './inferJsonSchema.js';
export { parseJsonPath } from './jsonPath.js';
export { MIN_SCRUBBED_LENGTH, REDACTED, redactRecording } from './redactRecording.js';
export { CREDENTIAL_HEADERS, SECRET_WORDS, isSecretName } from './secretNames.js';
export { checkSchema, validateAgainstSchema } from './validateAgainstSchema.js';
export type { SchemaValidationResult } from './validateAgainstSchema.js';
export type {
  BodyDiff,
  CapturedResponse,
  Drift,
  DriftIgnoreRules,
  HeaderChange,
  JsonChange,
  ResponseComparisonResult,
  TextHunk,
} from './types.js';
