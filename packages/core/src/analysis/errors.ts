import { CourierError } from '../errors.js';

export type AnalysisErrorCode = 'NO_SAMPLES' | 'INVALID_JSON_PATH' | 'INVALID_SCHEMA' | 'TOO_DEEP';

/** Bad input to response analysis: what to infer from, which path to ignore, which schema to use. */
export class AnalysisError extends CourierError {
  declare readonly code: AnalysisErrorCode;

  constructor(code: AnalysisErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
  }
}
