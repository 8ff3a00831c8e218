import { CourierError } from '@courier/core';

export type DocsContentErrorCode =
  | 'DOCS_FRONT_MATTER_MISSING'
  | 'DOCS_FRONT_MATTER_INVALID'
  | 'DOCS_FILE_MISPLACED'
  | 'DOCS_SECTION_MISSING'
  | 'DOCS_ADDRESS_UNKNOWN';

/** A guide page that cannot be shown as written; the message names the file and what is wrong. */
export class DocsContentError extends CourierError {
  constructor(code: DocsContentErrorCode, message: string) {
    super(code, message);
    this.name = 'DocsContentError';
  }
}
