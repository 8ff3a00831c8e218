import { CourierError } from '../errors.js';

/** Stable codes of everything that can stop an import. */
export type ImportErrorCode =
  'NO_FILE' | 'INVALID_JSON' | 'INVALID_YAML' | 'UNSUPPORTED_FORMAT' | 'NESTING_TOO_DEEP' | 'IMPORT_FAILED';

/** A missing file has its own text; every other import failure reads 'Import failed: …'. */
export const NO_FILE_MESSAGE = 'Please select a file to import';

export class ImportError extends CourierError {
  declare readonly code: ImportErrorCode;

  constructor(code: ImportErrorCode, reason: string, options?: { cause?: unknown }) {
    super(code, code === 'NO_FILE' ? NO_FILE_MESSAGE : `Import failed: ${reason}`, options);
  }
}

export type ExportErrorCode = 'NOTHING_TO_EXPORT' | 'EXPORT_FAILED';

/** Export failures read 'Export failed: …'. */
export class ExportError extends CourierError {
  declare readonly code: ExportErrorCode;

  constructor(code: ExportErrorCode, reason: string, options?: { cause?: unknown }) {
    super(code, `Export failed: ${reason}`, options);
  }
}
