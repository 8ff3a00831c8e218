// SHA-256 of a response body held as text (UTF-8) or base64, fed to the hash one slice at a time:
// a 50 MB body is never copied whole into bytes, and the event loop serves other requests between
// slices.
import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Characters per slice; a multiple of 4, so base64 slices decode on their own. */
const SLICE = 1024 * 1024;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

export async function digestBody(body: string, encoding: 'utf8' | 'base64'): Promise<string> {
  const hash = createHash('sha256');
  for (let start = 0; start < body.length;) {
    let end = Math.min(start + SLICE, body.length);
    // A pair split in two would encode as two replacement characters, not the bytes received.
    if (encoding === 'utf8' && end < body.length && isHighSurrogate(body.charCodeAt(end - 1))) end++;
    hash.update(body.slice(start, end), encoding);
    start = end;
    if (start < body.length) await nextTurn();
  }
  return hash.digest('hex');
}
