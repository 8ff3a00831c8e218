import { SendError } from '../../send/errors.js';

// RFC 9110 §5.1 (field names are tokens) and §5.5 (values never contain CR, LF or NUL).
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const FORBIDDEN_IN_VALUE = /[\r\n\0]/;

/** Refuses a header that would split or corrupt the request before anything is sent. */
export function assertSendableHeaders(headers: Array<{ name: string; value: string }>): void {
  for (const { name, value } of headers) {
    if (!TOKEN.test(name)) throw new SendError('INVALID_HEADER', `Header name ${JSON.stringify(name)} is not valid`);
    if (FORBIDDEN_IN_VALUE.test(value)) {
      throw new SendError(
        'INVALID_HEADER',
        `Header ${name} contains a line break or NUL character, which cannot be sent`,
      );
    }
  }
}

/**
 * Framing and connection headers belong to the transport (RFC 9112 §6-§9): undici computes them
 * and refuses requests that set them. Collections exported from browsers often carry them, so
 * they are dropped instead of failing the request; a second Host header is dropped likewise.
 */
const TRANSPORT_MANAGED = new Set(['content-length', 'transfer-encoding', 'keep-alive', 'upgrade', 'expect']);

export function withoutTransportManagedHeaders(
  headers: Array<{ name: string; value: string }>,
): Array<{ name: string; value: string }> {
  let host = false;
  return headers.filter(({ name }) => {
    const lower = name.toLowerCase();
    if (lower === 'host') {
      if (host) return false;
      host = true;
    }
    return !TRANSPORT_MANAGED.has(lower);
  });
}
