import { CourierError } from '../errors.js';

export type CodegenErrorCode = 'NO_REQUEST' | 'UNSUPPORTED_LANGUAGE' | 'CODEGEN_FAILED';

/** The texts users see for code generation, one per code. */
const MESSAGES: Record<CodegenErrorCode, (detail: string) => string> = {
  NO_REQUEST: () => 'Please select a request to generate code for',
  UNSUPPORTED_LANGUAGE: (language) => `Unsupported language: ${language}`,
  CODEGEN_FAILED: (message) => `Code generation failed: ${message}`,
};

export class CodegenError extends CourierError {
  declare readonly code: CodegenErrorCode;

  constructor(code: CodegenErrorCode, detail = '', options?: { cause?: unknown }) {
    super(code, MESSAGES[code](detail), options);
  }
}
