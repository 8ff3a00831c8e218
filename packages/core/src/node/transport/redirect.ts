import { SendError } from '../../send/errors.js';
import type { TransportRequest } from '../../send/transport.js';
import type { Hop, HopResult } from './exchange.js';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Credentials meant for one origin (Fetch §4.4 step 13, RFC 9110 §15.4). */
const ORIGIN_BOUND_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'host']);
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'transfer-encoding']);

export type RedirectOptions = Pick<TransportRequest, 'followOriginalHttpMethod' | 'removeRefererHeaderOnRedirect'>;

/**
 * The request a redirect response asks for, or undefined when it is not a redirect. 307 and 308
 * repeat the method and body (RFC 9110 §15.4.8-9); 301, 302 and 303 continue with GET as
 * Postman and browsers do, unless `followOriginalHttpMethod` is on. A cross-origin hop never
 * carries the credentials of the previous origin. Like Postman (postman-request), the next hop
 * names the previous URL in `Referer` unless `removeRefererHeaderOnRedirect` is on, which keeps
 * the Referer the user set, if any.
 */
export function nextHop(hop: Hop, result: HopResult, options: RedirectOptions = {}): Hop | undefined {
  if (!REDIRECT_STATUSES.has(result.status)) return undefined;
  const location = result.headers.find((header) => header.name.toLowerCase() === 'location')?.value;
  if (location === undefined || location === '') return undefined;
  let url: URL;
  try {
    url = new URL(location, hop.url);
  } catch (error) {
    throw new SendError('INVALID_URL', `Redirected to an invalid URL: ${location}`, { cause: error });
  }
  url.hash = '';

  const keepMethod =
    result.status === 307 ||
    result.status === 308 ||
    options.followOriginalHttpMethod === true ||
    hop.method === 'HEAD';
  const crossOrigin = url.origin !== hop.url.origin;
  const setReferer = options.removeRefererHeaderOnRedirect !== true;
  const headers = hop.headers.filter(({ name }) => {
    const lower = name.toLowerCase();
    if (crossOrigin && ORIGIN_BOUND_HEADERS.has(lower)) return false;
    // The user's own Referer stays when Postman is told not to set one.
    if (setReferer && lower === 'referer') return false;
    return keepMethod || !BODY_HEADERS.has(lower);
  });
  if (setReferer) headers.push({ name: 'Referer', value: hop.url.href });
  const next: Hop = { method: keepMethod ? hop.method : 'GET', url, path: url.pathname + url.search, headers };
  if (keepMethod && hop.body) next.body = hop.body;
  return next;
}
