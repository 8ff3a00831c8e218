import { CourierError } from '../errors.js';

/** Why a run could not start or went wrong; codes are stable, messages are the texts users see. */
export type RunnerErrorCode = 'RUN_IN_PROGRESS' | 'FOLDER_NOT_FOUND' | 'INVALID_SHARD' | 'REQUEST_FAILED' | 'DATA_FILE';

export class RunnerError extends CourierError {
  declare readonly code: RunnerErrorCode;

  constructor(code: RunnerErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
  }
}

export const RUN_IN_PROGRESS_MESSAGE = 'A run is already in progress';
