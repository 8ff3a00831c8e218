// A request as the mock server sees it, whoever sent it (a served URL, the Tester, the CLI).

export interface MockRequest {
  method: string;
  /** The path after the configuration's served prefix, e.g. '/api/users/7'. */
  path: string;
  /** Each query parameter's values in order; rules and templates read the first. */
  query: Record<string, string[]>;
  /** Lower-cased names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  /** The body as text ('' when none). */
  body: string;
}

/** The parsed JSON body, or undefined when the body is not JSON. Parsed once per request. */
export function jsonBodyOf(request: MockRequest): unknown {
  if (request.body === '') return undefined;
  try {
    return JSON.parse(request.body) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads 'user.tags.0' from a JSON value; own properties only, so '__proto__' reads nothing. */
export function readField(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Builds a MockRequest from a URL's path and query (`/a/b?x=1&x=2`). */
export function mockRequestFrom(
  method: string,
  pathAndQuery: string,
  headers: Record<string, string>,
  body: string,
): MockRequest {
  // Prefixed rather than resolved, so '//host/x' stays a path and never names another host.
  const url = new URL(`http://mock.invalid${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`);
  const query: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) (query[name] ??= []).push(value);
  const lowered: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) lowered[name.toLowerCase()] = value;
  return { method: method.toUpperCase(), path: url.pathname, query, headers: lowered, body };
}
