/**
 * The application/x-www-form-urlencoded text of a form, byte for byte as Postman sends it: a
 * repeated key's values together where the key first appears (postman-runtime gathers the form
 * into an object), and every character but A–Z a–z 0–9 - . _ ~ percent-encoded as UTF-8, a space
 * as %20 (Node's querystring, then RFC 3986's reserved marks). Servers decode '+' and '%20' alike,
 * but echo services return the raw text, and collections' tests compare it. Transports send it and
 * signers (OAuth 1.0, AWS SigV4) sign it, so both must produce the same bytes from one function.
 */
export function encodeUrlencoded(fields: Array<{ key: string; value: string }>): string {
  const valuesByKey = new Map<string, string[]>();
  for (const { key, value } of fields) {
    const values = valuesByKey.get(key);
    if (values) values.push(value);
    else valuesByKey.set(key, [value]);
  }
  const pairs: string[] = [];
  for (const [key, values] of valuesByKey) {
    for (const value of values) pairs.push(`${encodeFormPart(key)}=${encodeFormPart(value)}`);
  }
  return pairs.join('&');
}

function encodeFormPart(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (mark) => `%${mark.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The Content-Type a transport sends with a urlencoded body when the request names none. */
export const URLENCODED_CONTENT_TYPE = 'application/x-www-form-urlencoded';
