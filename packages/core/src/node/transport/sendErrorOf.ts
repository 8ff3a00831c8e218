import { messageOf } from '../../errors.js';
import { SendError } from '../../send/errors.js';

/** Where an exchange was going, so a failure can say so in words a person understands. */
export interface ErrorContext {
  url: URL;
  timeoutMs?: number;
  connectTimeoutMs: number;
  /** Set when the total deadline fired (as opposed to the caller's own signal). */
  timedOut: boolean;
}

const TLS_CODES =
  /^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|UNABLE_TO_|ERR_OSSL_)/;
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'EAI_NONAME']);

/** Maps whatever undici, net, tls or dns threw to a `SendError` with a stable code. */
export function sendErrorOf(thrown: unknown, context: ErrorContext): SendError {
  const error = rootCause(thrown);
  if (error instanceof SendError) return error;
  const { url } = context;
  const where = `${url.hostname}:${url.port || (url.protocol === 'https:' ? 443 : 80)}`;
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : '';
  const name = (error as { name?: unknown })?.name;

  if (context.timedOut)
    return new SendError('TIMEOUT', `Request timed out after ${context.timeoutMs} ms`, { cause: thrown });
  if (name === 'AbortError' || code === 'UND_ERR_ABORTED' || code === 'ABORT_ERR') {
    return new SendError('ABORTED', 'Request was cancelled', { cause: thrown });
  }
  if (code === 'ECONNREFUSED')
    return new SendError('CONNECTION_REFUSED', `Connection refused by ${where}`, { cause: thrown });
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET') {
    return new SendError('CONNECTION_RESET', `Connection to ${where} was closed unexpectedly`, { cause: thrown });
  }
  if (DNS_CODES.has(code))
    return new SendError('DNS_FAILED', `Could not resolve host ${url.hostname}`, { cause: thrown });
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') {
    return new SendError('TIMEOUT', `Connection to ${where} timed out after ${context.connectTimeoutMs} ms`, {
      cause: thrown,
    });
  }
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return new SendError('TIMEOUT', `${where} stopped answering (${messageOf(error)})`, { cause: thrown });
  }
  if (TLS_CODES.test(code)) {
    return new SendError('TLS_FAILED', `TLS connection to ${where} failed: ${messageOf(error)}`, { cause: thrown });
  }
  if (code === 'UND_ERR_INVALID_ARG')
    return new SendError('INVALID_URL', `Cannot send to ${url.href}: ${messageOf(error)}`, { cause: thrown });
  const message = messageOf(error);
  return new SendError('NETWORK_ERROR', message ? `Network error: ${message}` : 'Network error occurred', {
    cause: thrown,
  });
}

/** undici wraps connection errors; AggregateError (happy eyeballs) carries the code of its parts. */
function rootCause(thrown: unknown): unknown {
  let error = thrown;
  for (let depth = 0; depth < 5; depth++) {
    if (error instanceof SendError) return error;
    const cause = (error as { cause?: unknown })?.cause;
    const code = (error as { code?: unknown })?.code;
    if (cause === undefined || (typeof code === 'string' && !code.startsWith('UND_ERR'))) break;
    error = cause;
  }
  return error;
}
