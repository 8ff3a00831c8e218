import type { SerializedCookieJar } from 'tough-cookie';
import type { Header } from '../../model/response.js';
import { createCookieJar as createSharedCookieJar, setCookiesOf, type CookieJar } from '../../send/cookieJar.js';
import type { CookiePort } from '../../send/pipeline/context.js';
import type { Hop } from './exchange.js';

/**
 * The cookies of one run (RFC 6265): every request the transport sends shares them, and scripts
 * read them as `pm.cookies` (the jar is the run's CookiePort), as in Newman.
 */
export interface RunCookieJar extends CookiePort {
  /** The hop with the jar's cookies for its URL, after any Cookie header the user wrote. */
  withCookies(hop: Hop): Promise<Hop>;
  /** Stores every Set-Cookie of a response from `url`; malformed or foreign-domain ones are ignored, as browsers do. */
  storeFrom(url: URL, headers: Header[]): Promise<void>;
  /** The jar as tough-cookie serializes it (a jar that forgets has none): the file Newman's `--export-cookie-jar` writes and `--cookie-jar` reads. */
  serialize?(): Promise<SerializedCookieJar>;
}

/** Core's jar (the one the web app keeps too), fitted to the undici transport's hops. */
export function createCookieJar(jar: CookieJar = createSharedCookieJar()): RunCookieJar {
  return {
    async withCookies(hop) {
      const headers = await jar.withCookies(hop.url.href, hop.headers);
      return headers === hop.headers ? hop : { ...hop, headers };
    },
    storeFrom: (url, headers) => jar.store(url.href, setCookiesOf(headers)),
    cookiesFor: (url) => jar.cookiesFor(url),
    setCookie: (url, cookie) => jar.setCookie(url, cookie),
    removeCookies: (url, name) => jar.removeCookies(url, name),
    serialize: () => jar.serialize(),
  };
}
