import { messageOf } from '../../errors.js';
import { SendError } from '../../send/errors.js';

/** Where an exchange was going, so a failure can say so in words a person understands. */
export interface ErrorContext {
  url: URL;
  timeoutMs?: number;
  connectTimeoutMs: number;
  /** Set when the total deadline fired (as opposed to the caller's own signal). */
  timedOut: boolean;
  /** The outbound proxy the request went through: the only host this process connected to. */
  proxy?: URL;
  /** Whether a client certificate was presented: a server that wants one and got none just hangs up under TLS 1.3. */
  clientCertificate?: boolean;
}

const TLS_CODES =
  /^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|UNABLE_TO_|ERR_OSSL_)/;
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'EAI_NONAME']);
/** What OpenSSL says when the client's own key cannot be used, before anything is sent. */
const WRONG_PASSPHRASE = new Set(['ERR_OSSL_BAD_DECRYPT', 'ERR_OSSL_PKCS12_MAC_VERIFY_FAILURE']);
const KEY_MISMATCH = new Set(['ERR_OSSL_X509_KEY_VALUES_MISMATCH', 'ERR_OSSL_KEY_VALUES_MISMATCH']);
/** The server's alert when it wants a client certificate and got none (TLS 1.3, or 1.2's generic one). */
const CERTIFICATE_REQUIRED = new Set([
  'ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED',
  'ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE',
  'ERR_SSL_SSLV3_ALERT_BAD_CERTIFICATE',
]);
const PROXY_TUNNEL_STATUS = /^Proxy response \((\d+)\) !== 200 when HTTP Tunneling$/;

/** undici's words for a proxy's 407: to a CONNECT, and to a request forwarded in plain http. */
const PROXY_AUTH_STATUS = /^Proxy Authentication Required \(407\)$/;

/** Maps whatever undici, net, tls or dns threw to a `SendError` with a stable code. */
export function sendErrorOf(thrown: unknown, context: ErrorContext): SendError {
  const error = rootCause(thrown);
  if (error instanceof SendError) return error;
  const { url } = context;
  const where = `${url.hostname}:${url.port || (url.protocol === 'https:' ? 443 : 80)}`;
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : '';
  const name = (error as { name?: unknown })?.name;

  const proxied = context.proxy && proxyFailure(error, code, context.proxy, where);
  if (proxied) return new SendError(proxied.code, proxied.message, { cause: thrown });
  if (WRONG_PASSPHRASE.has(code)) {
    return new SendError(
      'CLIENT_CERTIFICATE_INVALID',
      `The client certificate for ${where} could not be used: wrong passphrase`,
      {
        cause: thrown,
      },
    );
  }
  if (KEY_MISMATCH.has(code)) {
    return new SendError(
      'CLIENT_CERTIFICATE_INVALID',
      `The client certificate for ${where} could not be used: the certificate and the key do not match`,
      { cause: thrown },
    );
  }
  if (CERTIFICATE_REQUIRED.has(code)) {
    return new SendError(
      'TLS_FAILED',
      `TLS connection to ${where} failed: the server requires a client certificate, and none was accepted for this host`,
      { cause: thrown },
    );
  }
  if (context.timedOut)
    return new SendError('TIMEOUT', `Request timed out after ${context.timeoutMs} ms`, { cause: thrown });
  if (name === 'AbortError' || code === 'UND_ERR_ABORTED' || code === 'ABORT_ERR') {
    return new SendError('ABORTED', 'Request was cancelled', { cause: thrown });
  }
  if (code === 'ECONNREFUSED')
    return new SendError('CONNECTION_REFUSED', `Connection refused by ${where}`, { cause: thrown });
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET') {
    const hint =
      url.protocol === 'https:' && !context.clientCertificate
        ? ' (a server that requires a client certificate closes the connection this way: add one for this host)'
        : '';
    return new SendError('CONNECTION_RESET', `Connection to ${where} was closed unexpectedly${hint}`, {
      cause: thrown,
    });
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

/** A failure to reach the proxy, or the proxy's refusal to open the tunnel; undefined for the target's own failures. */
function proxyFailure(
  error: unknown,
  code: string,
  proxy: URL,
  where: string,
): { code: 'PROXY_FAILED' | 'PROXY_AUTH_REQUIRED'; message: string } | undefined {
  const status = PROXY_TUNNEL_STATUS.exec(messageOf(error))?.[1];
  if (status === '407' || PROXY_AUTH_STATUS.test(messageOf(error))) {
    return {
      code: 'PROXY_AUTH_REQUIRED',
      message: `The proxy ${proxy.host} refused the request: it requires authentication (407). Check the proxy's user name and password`,
    };
  }
  if (status)
    return {
      code: 'PROXY_FAILED',
      message: `The proxy ${proxy.host} could not connect to ${where} (it answered ${status})`,
    };
  const unreachable = code === 'ECONNREFUSED' || DNS_CODES.has(code) || code === 'UND_ERR_CONNECT_TIMEOUT';
  if (!unreachable) return undefined;
  return {
    code: 'PROXY_FAILED',
    message: `Could not reach the proxy ${proxy.host} (${code}): check the proxy address in Settings`,
  };
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
