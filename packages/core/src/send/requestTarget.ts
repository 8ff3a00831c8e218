/**
 * Percent-encodes the path and query of a request target the way Postman sends them
 * (postman-url-encoder's PATH and QUERY encode sets), instead of WHATWG URL serialisation:
 * dot segments stay, a trailing `?` of an empty query stays, newlines in the query are kept as
 * `%0A` rather than stripped, and existing `%XX` sequences (or a lone `%`) are left as typed.
 * C0 controls, DEL and non-ASCII characters are always encoded (as UTF-8).
 */
export function encodeRequestTarget(pathAndQuery: string): string {
  const queryAt = pathAndQuery.indexOf('?');
  // Backslashes in the path are separators, for Postman and WHATWG URLs alike.
  const path = (queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt)).replaceAll('\\', '/');
  if (queryAt === -1) return encodeWith(path, PATH_CHARS);
  return encodeWith(path, PATH_CHARS) + '?' + encodeWith(pathAndQuery.slice(queryAt + 1), QUERY_CHARS);
}

const PATH_CHARS = new Set([' ', '"', '<', '>', '`', '#', '?', '{', '}']);
const QUERY_CHARS = new Set([' ', '"', '#', "'", '<', '>']);
const utf8 = new TextEncoder();

function encodeWith(text: string, extra: Set<string>): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code >= 0x7f || extra.has(char)) {
      for (const byte of utf8.encode(char)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    } else {
      out += char;
    }
  }
  return out;
}
