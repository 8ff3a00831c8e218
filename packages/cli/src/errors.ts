import { CourierError } from '@courier/core';

/**
 * Errors of the command line itself. `USAGE` (bad flags, unreadable input files) exits 2; a
 * report that cannot be written (`OUTPUT_FILE`) or a Newman reporter that fails (`REPORTER`) exits 1;
 * the message is the one line the user sees, never a stack trace.
 */
export type CliErrorCode =
  'USAGE' | 'INPUT_FILE' | 'DATA_FILE' | 'OUTPUT_FILE' | 'BASELINE_DIR' | 'BASELINE_FILE' | 'REPORTER';

export class CliError extends CourierError {
  declare readonly code: CliErrorCode;

  constructor(code: CliErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
  }
}
