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
  /** How long the client should wait, sent as Retry-After when known. */
  readonly retryAfterSeconds?: number;

  constructor(message: string, { retryAfterSeconds }: { retryAfterSeconds?: number } = {}) {
    super('RATE_LIMITED', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The server is stopping: the client reconnects, and a load balancer sends it to another instance. */
export class ServerStoppingError extends CourierError {
  constructor(message: string) {
    super('SERVER_STOPPING', message);
  }
}

/**
 * The database cannot be reached (restarting, failing over, out of connections): nothing is wrong
 * with the request, and the same call succeeds once the database is back.
 */
export class DatabaseUnavailableError extends CourierError {
  constructor(options?: { cause?: unknown }) {
    super('DATABASE_UNAVAILABLE', 'The database is not reachable right now; try again in a moment', options);
  }
}

/** The database's disk is full: reading still works, storing a change does not until space is freed. */
export class DatabaseFullError extends CourierError {
  constructor(options?: { cause?: unknown }) {
    super(
      'DATABASE_FULL',
      "The server's database is out of disk space, so changes cannot be saved; reading still works",
      options,
    );
  }
}
