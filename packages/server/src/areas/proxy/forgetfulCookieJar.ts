// The proxy is stateless and shared by every user: a cookie one response sets must never be sent
// with another request. The browser keeps its own cookies and sends them as headers.
import { CookieJar, MemoryCookieStore } from 'tough-cookie';
import type { Cookie, ErrorCallback } from 'tough-cookie';

class ForgetfulStore extends MemoryCookieStore {
  override putCookie(cookie: Cookie): Promise<void>;
  override putCookie(cookie: Cookie, callback: ErrorCallback): void;
  override putCookie(_cookie: Cookie, callback?: ErrorCallback): Promise<void> | void {
    if (callback) return callback(null);
    return Promise.resolve();
  }
}

/** A jar that accepts every Set-Cookie and keeps none. */
export function createForgetfulCookieJar(): CookieJar {
  return new CookieJar(new ForgetfulStore());
}
