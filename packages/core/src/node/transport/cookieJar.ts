import type { Cookie as ToughCookie, CookieJar as ToughCookieJar, SerializedCookieJar } from 'tough-cookie';
import type { Header } from '../../model/response.js';
import type { ScriptCookie } from '../../script/host.js';
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

/**
 * A jar backed by tough-cookie, which is loaded with the first Set-Cookie: it brings the public
 * suffix list (tldts, ~130 KB of code), which most CLI runs never need and would otherwise parse
 * at every start. Until then the jar is empty and answers without it.
 */
export function createCookieJar(): RunCookieJar {
  let loading: Promise<ToughCookieJar> | undefined;
  const load = () => (loading ??= import('tough-cookie').then(({ CookieJar }) => new CookieJar()));
  return {
    async withCookies(hop) {
      if (!loading) return hop;
      // The in-memory store answers synchronously; the async lookup costs tens of microseconds a request.
      const stored = (await loading).getCookieStringSync(hop.url.href);
      if (stored === '') return hop;
      const own = hop.headers.find((header) => header.name.toLowerCase() === 'cookie');
      const others = hop.headers.filter((header) => header !== own);
      const value = own && own.value.trim() !== '' ? `${own.value}; ${stored}` : stored;
      return { ...hop, headers: [...others, { name: own?.name ?? 'Cookie', value }] };
    },
    async storeFrom(url, headers) {
      const setCookies = headers.filter((header) => header.name.toLowerCase() === 'set-cookie');
      if (setCookies.length === 0) return;
      const jar = await load();
      for (const header of setCookies) await jar.setCookie(header.value, url.href, { ignoreError: true });
    },
    async cookiesFor(url) {
      if (!loading) return [];
      return (await (await loading).getCookies(url)).map(toScriptCookie);
    },
    async setCookie(url, cookie) {
      const [jar, { Cookie }] = await Promise.all([load(), import('tough-cookie')]);
      // A cookie for another domain than the URL's is refused with tough-cookie's reason.
      const stored = await jar.setCookie(
        typeof cookie === 'string'
          ? cookie
          : new Cookie({
              key: cookie.name,
              value: cookie.value,
              ...(cookie.domain ? { domain: cookie.domain } : {}),
              ...(cookie.path ? { path: cookie.path } : {}),
              ...(cookie.expires ? { expires: new Date(cookie.expires) } : {}),
              httpOnly: cookie.httpOnly ?? false,
              secure: cookie.secure ?? false,
            }),
        url,
      );
      return stored ? toScriptCookie(stored) : null;
    },
    async serialize() {
      return (await load()).serialize();
    },
    async removeCookies(url, name) {
      if (!loading) return;
      const jar = await loading;
      for (const cookie of await jar.getCookies(url)) {
        if (name === undefined || cookie.key === name)
          await jar.store.removeCookie(cookie.domain, cookie.path, cookie.key);
      }
    },
  };
}

function toScriptCookie(cookie: ToughCookie): ScriptCookie {
  return {
    name: cookie.key,
    value: cookie.value,
    ...(cookie.domain ? { domain: cookie.domain } : {}),
    ...(cookie.path ? { path: cookie.path } : {}),
    ...(cookie.expires instanceof Date ? { expires: cookie.expires.toISOString() } : {}),
    httpOnly: cookie.httpOnly,
    secure: cookie.secure,
  };
}
