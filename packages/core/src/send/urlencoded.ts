/**
 * The application/x-www-form-urlencoded text of a form (WHATWG URL §5.2). Transports send it and
 * signers (OAuth 1.0, AWS SigV4) sign it, so both must produce the same bytes from one function.
 */
export function encodeUrlencoded(fields: Array<{ key: string; value: string }>): string {
  const params = new URLSearchParams();
  for (const { key, value } of fields) params.append(key, value);
  return params.toString();
}

/** The Content-Type a transport sends with a urlencoded body when the request names none. */
export const URLENCODED_CONTENT_TYPE = 'application/x-www-form-urlencoded';
