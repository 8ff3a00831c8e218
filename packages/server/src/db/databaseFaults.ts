// Which database failures are the database's own rather than the request's: the database went away
// (restart, failover, a killed session, no free connection) or its disk is full. Both become typed
// errors with a stable code, so a client reads 503 or 507 with a sentence instead of a bare 500.
import { DatabaseFullError, DatabaseUnavailableError } from '../errors/serverErrors.js';

export type DatabaseFault = 'unavailable' | 'full';

/** Socket errors of a connection that could not be opened or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * PostgreSQL's own codes: 57P01–57P03 a server shutting down, restarting or still starting, 53300
 * no connection slot left, 25006 a read-only session (an instance still connected to the old
 * primary after a failover). Class 08 is the connection exceptions.
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '25006']);
const FULL_CODES = new Set(['53100', 'SQLITE_FULL']);

/** pg reports a cut connection and a pool that found no connection in time by message alone. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function databaseFaultOf(error: unknown): DatabaseFault | undefined {
  // A driver error may come wrapped; a few causes deep is as far as any wrapper here goes.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof DatabaseUnavailableError) return 'unavailable';
    if (current instanceof DatabaseFullError) return 'full';
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') {
      if (FULL_CODES.has(code)) return 'full';
      if (NETWORK_CODES.has(code) || UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return 'unavailable';
    }
    if (UNAVAILABLE_MESSAGE.test(current.message)) return 'unavailable';
  }
  return undefined;
}

/** The typed error for a fault; `cause` keeps the driver's own error for the log. */
export function faultError(fault: DatabaseFault, cause: unknown): DatabaseUnavailableError | DatabaseFullError {
  if (cause instanceof DatabaseUnavailableError || cause instanceof DatabaseFullError) return cause;
  return fault === 'full' ? new DatabaseFullError({ cause }) : new DatabaseUnavailableError({ cause });
}
