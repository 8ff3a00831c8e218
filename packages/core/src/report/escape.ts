/**
 * Escaping for the XML-family reports. Characters XML 1.0 forbids (most C0 controls, lone
 * surrogates, U+FFFE/U+FFFF) are dropped: a response or error text carrying one would otherwise
 * make the whole JUnit file unreadable for Jenkins and GitLab.
 */
const INVALID_XML =
  // eslint-disable-next-line no-control-regex -- XML 1.0 §2.2 Char: matching these is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside element content and quoted attribute values of HTML and XML. */
export function escapeMarkup(value: unknown): string {
  return String(value ?? '')
    .replace(INVALID_XML, '')
    .replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
