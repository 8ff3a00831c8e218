// The script helpers: uuid, randomInt (0–1000 inclusive by default), randomString
// (8 letters and digits by default), plus btoa/atob as Postman's sandbox has them.
import { floor, random } from './intrinsics.js';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function randomInt(min = 0, max = 1000) {
  const low = Math.ceil(Number(min));
  const high = Math.floor(Number(max));
  return low + floor(random() * (high - low + 1));
}

export function randomString(length = 8) {
  let out = '';
  for (let index = 0; index < length; index += 1) out += ALPHANUMERIC[floor(random() * ALPHANUMERIC.length)];
  return out;
}

/** A version 4 UUID (RFC 9562 §5.4). */
export function uuid() {
  const hex = Array.from({ length: 16 }, () => floor(random() * 256));
  hex[6] = ((hex[6] ?? 0) & 0x0f) | 0x40;
  hex[8] = ((hex[8] ?? 0) & 0x3f) | 0x80;
  const text = hex.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/**
 * Postman's btoa is Node's Buffer from 'binary' text: each character gives its low byte, so text
 * beyond Latin-1 is encoded (lossily) where a browser's btoa throws.
 * @param {unknown} input
 */
export function btoa(input) {
  const text = String(input);
  let out = '';
  for (let index = 0; index < text.length; index += 3) {
    const codes = [0, 1, 2].map((offset) => text.charCodeAt(index + offset) & 0xff);
    const [a = 0, b = 0, c = 0] = codes;
    const bits = (a << 16) | (b << 8) | c;
    out += BASE64.charAt((bits >> 18) & 63) + BASE64.charAt((bits >> 12) & 63);
    out += index + 1 < text.length ? BASE64.charAt((bits >> 6) & 63) : '=';
    out += index + 2 < text.length ? BASE64.charAt(bits & 63) : '=';
  }
  return out;
}

/**
 * Postman's atob is Node's Buffer base64 decoding: base64url's - and _ read as + and / (so a JWT's
 * payload decodes), anything else outside the alphabet skipped, decoding ends at the first '='.
 * @param {unknown} input
 */
export function atob(input) {
  let out = '';
  let bits = 0;
  let count = 0;
  for (const char of String(input)) {
    if (char === '=') break;
    const value = char === '-' ? 62 : char === '_' ? 63 : BASE64.indexOf(char);
    if (value === -1) continue;
    bits = (bits << 6) | value;
    count += 6;
    if (count >= 8) {
      count -= 8;
      out += String.fromCharCode((bits >> count) & 0xff);
    }
  }
  return out;
}
