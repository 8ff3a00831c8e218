import { SendError } from './errors.js';

/** What sending with an empty URL says, in every face. */
export const EMPTY_URL_MESSAGE = 'Please enter a URL';

/** A URL that does not parse, in the same words wherever it is found. */
export function invalidUrl(url: string, cause?: unknown): SendError {
  return new SendError('INVALID_URL', `Invalid URL: ${url}`, cause === undefined ? undefined : { cause });
}

/** A scheme Courier does not send (file:, ftp:, …), in the same words wherever it is refused. */
export function protocolNotAllowed(protocol: string, allowed: Iterable<string>): SendError {
  return new SendError(
    'PROTOCOL_NOT_ALLOWED',
    `Protocol ${protocol} is not allowed (use ${[...allowed].join(' or ')})`,
  );
}

/** The URL to send to, parsed; one that does not parse is refused with `invalidUrl`. */
export function parseRequestUrl(url: string): URL {
  try {
    return new URL(url);
  } catch (error) {
    throw invalidUrl(url, error);
  }
}

/**
 * The URL a request is sent to, before path variables and encoding: trimmed, with `http://` added
 * when the user wrote none (Postman sends `example.com/x` as `http://example.com/x`). Shared by the
 * transport preparation and the cookie lookup for scripts, so both see the same URL.
 */
export function withScheme(url: string): string {
  // Like Postman (postman-url-encoder's parser) only leading whitespace goes, with trailing
  // spaces and tabs: a trailing newline in the query is sent, as `%0A`.
  const trimmed = url.trimStart().replace(/[ \t]+$/, '');
  if (trimmed === '') throw new SendError('INVALID_URL', EMPTY_URL_MESSAGE);
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}
