import type { CookieJar } from 'tough-cookie';
import type { ScriptCookie } from '../script/host.js';
import type { CookiePort } from '../send/pipeline/context.js';

/**
 * `pm.cookies` from a tough-cookie jar, e.g. the undici transport's `cookieJar`: a run that sends
 * through one transport shares one jar, so scripts see the cookies earlier requests received.
 */
export function cookiePortFromJar(jar: CookieJar): CookiePort {
  return {
    async cookiesFor(url) {
      const cookies = await jar.getCookies(url);
      return cookies.map((cookie): ScriptCookie => ({
        name: cookie.key,
        value: cookie.value,
        ...(cookie.domain ? { domain: cookie.domain } : {}),
        ...(cookie.path ? { path: cookie.path } : {}),
        ...(cookie.expires instanceof Date ? { expires: cookie.expires.toISOString() } : {}),
        httpOnly: cookie.httpOnly,
        secure: cookie.secure,
      }));
    },
  };
}
