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
