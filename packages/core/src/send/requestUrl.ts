import { SendError } from './errors.js';

/**
 * The URL a request is sent to, before path variables and encoding: trimmed, with `http://` added
 * when the user wrote none (Postman sends `example.com/x` as `http://example.com/x`). Shared by the
 * transport preparation and the cookie lookup for scripts, so both see the same URL.
 */
export function withScheme(url: string): string {
  // Like Postman (postman-url-encoder's parser) only leading whitespace goes, with trailing
  // spaces and tabs: a trailing newline in the query is sent, as `%0A`.
  const trimmed = url.trimStart().replace(/[ \t]+$/, '');
  if (trimmed === '') throw new SendError('INVALID_URL', 'Please enter a URL');
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}
