// The HTTP status of every error code a client can receive.
import { isSendError } from '@courier/core';
import type { CourierError, SendErrorCode } from '@courier/core';

const SERVER_STATUS: Record<string, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  ROLE_NOT_GRANTABLE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  // RFC 9110 §15.6.4 and RFC 4918 §11.5: the server cannot serve it now, or cannot store it.
  DATABASE_UNAVAILABLE: 503,
  DATABASE_FULL: 507,
  SERVER_STOPPING: 503,
};

/**
 * A send failure is the upstream's (502, 504 when it ran out of time: RFC 9110 §15.6.3, §15.6.5),
 * except when the request itself could never have been sent: that is the client's input (400).
 */
const SEND_STATUS: Partial<Record<SendErrorCode, number>> = {
  INVALID_URL: 400,
  INVALID_HEADER: 400,
  PROTOCOL_NOT_ALLOWED: 400,
  FILE_NOT_FOUND: 400,
  FILE_OUTSIDE_WORKING_DIR: 400,
  AUTH_UNSUPPORTED: 400,
  TIMEOUT: 504,
};

/** The status for a Courier error's code; unknown codes are the server's fault. */
export function statusOf(error: CourierError): number {
  if (isSendError(error)) return SEND_STATUS[error.code] ?? 502;
  return SERVER_STATUS[error.code] ?? 500;
}
