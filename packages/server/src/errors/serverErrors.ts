// The server's own error families, beside core's: each carries a stable code, and the HTTP layer
// (http/errors.ts) turns the code into a status.
import { CourierError } from '@courier/core';

export class NotFoundError extends CourierError {
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

export class UnauthenticatedError extends CourierError {
  constructor(message: string) {
    super('UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends CourierError {
  constructor(message: string) {
    super('FORBIDDEN', message);
  }
}

/** A role its granter may not give (see core's mayGrantRole): a refusal of its own, so clients can tell it apart. */
export class RoleNotGrantableError extends CourierError {
  constructor(message: string) {
    super('ROLE_NOT_GRANTABLE', message);
  }
}

export class ConflictError extends CourierError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

export class PayloadTooLargeError extends CourierError {
  constructor(message: string) {
    super('PAYLOAD_TOO_LARGE', message);
  }
}

export class RateLimitedError extends CourierError {
  constructor(message: string) {
    super('RATE_LIMITED', message);
  }
}
