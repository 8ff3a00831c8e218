import { CourierError } from '../errors.js';

/**
 * Why a request could not be sent or answered. Codes are stable (programs match on them, the
 * response panel shows them as 'Error Code: {code}'); messages are for people.
 */
export const SEND_ERROR_CODES = [
  'INVALID_URL',
  'INVALID_HEADER',
  'PROTOCOL_NOT_ALLOWED',
  'FILE_NOT_FOUND',
  'FILE_OUTSIDE_WORKING_DIR',
  'DNS_FAILED',
  'ADDRESS_BLOCKED',
  'CONNECTION_REFUSED',
  'CONNECTION_RESET',
  'TLS_FAILED',
  'CLIENT_CERTIFICATE_INVALID',
  'PROXY_FAILED',
  'PROXY_AUTH_REQUIRED',
  'TIMEOUT',
  'RESPONSE_TOO_LARGE',
  'TOO_MANY_REDIRECTS',
  'ABORTED',
  'AUTH_FAILED',
  'AUTH_UNSUPPORTED',
  'NETWORK_ERROR',
] as const;
export type SendErrorCode = (typeof SEND_ERROR_CODES)[number];

export class SendError extends CourierError {
  declare readonly code: SendErrorCode;

  constructor(code: SendErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
  }
}

export function isSendError(thrown: unknown): thrown is SendError {
  return thrown instanceof SendError;
}
