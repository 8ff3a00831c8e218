// Binary messages are written as hex or base64 text; both faces decode them the same way, so the
// view can refuse a malformed payload before the server would.
import { ValidationError } from '../errors.js';
import type { WebSocketBinaryEncoding } from './model.js';

export function bytesFromText(text: string, encoding: WebSocketBinaryEncoding): Uint8Array {
  const compact = text.replace(/\s+/g, '');
  if (encoding === 'hex') {
    const hex = compact.replace(/^0x/i, '');
    if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) {
      throw new ValidationError('Binary hex must be pairs of the digits 0-9 and a-f');
    }
    return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) {
    throw new ValidationError('Binary base64 must use the letters A-Z, a-z, 0-9, + and /');
  }
  return Uint8Array.from(atob(compact), (char) => char.charCodeAt(0));
}

export const hexOf = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
