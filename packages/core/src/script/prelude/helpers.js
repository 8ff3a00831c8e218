// The script helpers: uuid, randomInt (0–1000 inclusive by default), randomString
// (8 letters and digits by default), plus btoa/atob that accept Latin-1 text as browsers do.
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
  const hex = [];
  for (let index = 0; index < 16; index += 1) hex.push(floor(random() * 256));
  hex[6] = (hex[6] & 0x0f) | 0x40;
  hex[8] = (hex[8] & 0x3f) | 0x80;
  const text = hex.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

export function btoa(input) {
  const text = String(input);
  let out = '';
  for (let index = 0; index < text.length; index += 3) {
    const codes = [0, 1, 2].map((offset) => text.charCodeAt(index + offset));
    if (codes.some((code) => code > 0xff))
      throw new Error('btoa: the string contains characters outside of the Latin1 range');
    const [a, b, c] = codes;
    const bits = (a << 16) | ((b || 0) << 8) | (c || 0);
    out += BASE64[(bits >> 18) & 63] + BASE64[(bits >> 12) & 63];
    out += Number.isNaN(b) ? '=' : BASE64[(bits >> 6) & 63];
    out += Number.isNaN(c) ? '=' : BASE64[bits & 63];
  }
  return out;
}

export function atob(input) {
  const text = String(input).replace(/[\s=]+/g, '');
  if (/[^A-Za-z0-9+/]/.test(text) || text.length % 4 === 1)
    throw new Error('atob: the string is not correctly encoded');
  let out = '';
  let bits = 0;
  let count = 0;
  for (const char of text) {
    bits = (bits << 6) | BASE64.indexOf(char);
    count += 6;
    if (count >= 8) {
      count -= 8;
      out += String.fromCharCode((bits >> count) & 0xff);
    }
  }
  return out;
}
