import { CommanderError } from 'commander';
import { CodegenError, CurlImportError, ExportError, ImportError, RunnerError, messageOf } from '@courier/core';
import { CliError } from './errors.js';

/**
 * The command's exit codes: CI scripts branch on them. A run stopped by a signal exits as shells
 * report one, 128 + its number: 130 for Ctrl-C (SIGINT), 143 for SIGTERM.
 */
export const EXIT = { passed: 0, failed: 1, usage: 2, interrupted: 130, terminated: 143 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export interface ErrorReport {
  exitCode: ExitCode;
  /** One line for stderr; empty when commander has already printed its own text. */
  line: string;
}

/**
 * The one place errors become exit codes. Anything the user can fix by changing
 * the command or its input files is a usage error (2); anything else fails the run (1).
 */
export function reportError(error: unknown): ErrorReport {
  // The command was right and the run took place: a report or export the disk refused, or a Newman
  // reporter that threw, is a failure of the run (exit 1), never a usage error that would send
  // someone looking for a mistyped flag.
  if (error instanceof CliError && (error.code === 'OUTPUT_FILE' || error.code === 'REPORTER')) {
    return { exitCode: EXIT.failed, line: `error: ${error.message}` };
  }
  if (error instanceof CommanderError) {
    // help and version "errors" are commander's successful exits.
    const exitCode = error.exitCode === 0 ? EXIT.passed : EXIT.usage;
    return { exitCode, line: '' };
  }
  if (
    error instanceof CliError ||
    error instanceof ImportError ||
    error instanceof CurlImportError ||
    error instanceof CodegenError ||
    (error instanceof RunnerError && error.code !== 'REQUEST_FAILED')
  ) {
    return { exitCode: EXIT.usage, line: `error: ${error.message}` };
  }
  if (error instanceof ExportError) return { exitCode: EXIT.failed, line: `error: ${error.message}` };
  return { exitCode: EXIT.failed, line: `error: ${messageOf(error)}` };
}
