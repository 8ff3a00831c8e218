// The proxy is stateless and shared by every user: a cookie one response sets must never be sent
// with another request. The browser keeps its own cookies and sends them as headers.
import type { RunCookieJar } from '@courier/core/node';

/** A jar that keeps no cookie: every Set-Cookie is dropped, and no request gets one added. */
export function createForgetfulCookieJar(): RunCookieJar {
  return {
    withCookies: async (hop) => hop,
    storeFrom: async () => undefined,
    cookiesFor: async () => [],
  };
}
