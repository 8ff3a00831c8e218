import { CourierError } from '../../errors.js';

export type CurlImportErrorCode = 'CURL_COMMAND_REQUIRED' | 'CURL_IMPORT_FAILED';

/** An empty command has its own text; every other failure reads 'cURL import failed: …'. */
const CURL_COMMAND_REQUIRED_MESSAGE = 'Please enter a cURL command';

export class CurlImportError extends CourierError {
  declare readonly code: CurlImportErrorCode;

  constructor(code: CurlImportErrorCode, reason = '', options?: { cause?: unknown }) {
    super(
      code,
      code === 'CURL_COMMAND_REQUIRED' ? CURL_COMMAND_REQUIRED_MESSAGE : `cURL import failed: ${reason}`,
      options,
    );
  }
}

/** Shorthand for the failures with a reason. */
export function curlFailure(reason: string): CurlImportError {
  return new CurlImportError('CURL_IMPORT_FAILED', reason);
}
