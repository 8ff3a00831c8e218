import { CourierError } from '../errors.js';

/** Why a script run could not finish normally; the code is stable for programs. */
export type ScriptErrorCode =
  | 'SCRIPT_TIMEOUT'
  | 'SCRIPT_MEMORY_LIMIT'
  | 'SCRIPT_INVALID_REQUEST'
  | 'SCRIPT_CONTEXT_BROKEN'
  | 'SCRIPT_SANDBOX_FAILED'
  | 'SCRIPT_HOST_DISPOSED'
  | 'SCRIPT_HOST_UNSUPPORTED';

export class ScriptError extends CourierError {
  declare readonly code: ScriptErrorCode;

  constructor(code: ScriptErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
  }
}
