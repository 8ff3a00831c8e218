// The cookie jar every face shares (RFC 6265, as browsers keep cookies): the CLI's run keeps one in
// memory beside its undici transport, the web app one per workspace and environment in IndexedDB.
// tough-cookie decides Domain, Path, Expires/Max-Age, Secure, HttpOnly and SameSite; this file only
// says when it is loaded and what the faces ask of it.
import type { Cookie as ToughCookie, CookieJar as ToughCookieJar, SerializedCookieJar } from 'tough-cookie';
import { CourierError } from '../errors.js';
import type { Header } from '../model/response.js';
import type { ScriptCookie } from '../script/host.js';
import type { CookiePort } from './pipeline/context.js';

export type { SerializedCookieJar };

/** A cookie as the Cookies manager lists it: where it belongs and its Set-Cookie line. */
export interface StoredCookie extends ScriptCookie {
  domain: string;
  path: string;
  /** The cookie as a Set-Cookie line (`name=value; Path=/; Expires=…`), which the manager edits. */
  line: string;
}

/** A cookie line the jar refuses: not `name=value`, or for another domain than the one it is added to. */
export class CookieLineError extends CourierError {
  constructor(message: string) {
    super('COOKIE_LINE_INVALID', message);
    this.name = 'CookieLineError';
  }
}

export interface CookieJar extends Required<CookiePort> {
  /** `headers` with the jar's cookies for `url`, after any Cookie header the user wrote; the same array when none match. */
  withCookies(url: string, headers: Header[]): Promise<Header[]>;
  /** Stores the Set-Cookie values a response from `url` carried; malformed or foreign-domain ones are ignored, as browsers do. */
  store(url: string, setCookies: readonly string[]): Promise<void>;
  /** Every cookie kept, by domain then path then name (the Cookies manager). */
  list(): Promise<StoredCookie[]>;
  /** Adds or replaces a cookie of `domain` from its Set-Cookie line; throws CookieLineError with the reason it cannot. */
  setLine(domain: string, line: string): Promise<StoredCookie>;
  /** Removes one cookie, a domain's cookies (`name` absent) or all of them (both absent). */
  remove(where?: { domain: string; path?: string; name?: string }): Promise<void>;
  /** The jar as tough-cookie serializes it: Newman's `--export-cookie-jar` file, the browser's stored jar. */
  serialize(): Promise<SerializedCookieJar>;
}

export interface CookieJarOptions {
  /** Cookies kept from before; the jar starts with them. */
  saved?: SerializedCookieJar;
  /** Told after each change, with the serialized jar: where the browser stores it. */
  onChange?(jar: SerializedCookieJar): void;
}

/**
 * A jar backed by tough-cookie, which is loaded with the first cookie: it brings the public suffix
 * list (tldts, ~130 KB of code), which most CLI runs and most page loads never need. Until then the
 * jar is empty and answers without it.
 */
export function createCookieJar({ saved, onChange }: CookieJarOptions = {}): CookieJar {
  let loading: Promise<ToughCookieJar> | undefined;
  const load = () =>
    (loading ??= import('tough-cookie').then(({ CookieJar }) =>
      saved ? CookieJar.deserializeSync(saved) : new CookieJar(),
    ));
  if (saved && saved.cookies.length > 0) void load();
  const changed = async (jar: ToughCookieJar) => onChange?.(await jar.serialize());

  const jar: CookieJar = {
    async withCookies(url, headers) {
      if (!loading) return headers;
      // The in-memory store answers synchronously; the async lookup costs tens of microseconds a request.
      const stored = (await loading).getCookieStringSync(url);
      if (stored === '') return headers;
      const own = headers.find((header) => header.name.toLowerCase() === 'cookie');
      const others = headers.filter((header) => header !== own);
      const value = own && own.value.trim() !== '' ? `${own.value}; ${stored}` : stored;
      return [...others, { name: own?.name ?? 'Cookie', value }];
    },
    async store(url, setCookies) {
      if (setCookies.length === 0) return;
      const tough = await load();
      for (const value of setCookies) await tough.setCookie(value, url, { ignoreError: true });
      await changed(tough);
    },
    async cookiesFor(url) {
      if (!loading) return [];
      return (await (await loading).getCookies(url)).map(toScriptCookie);
    },
    async setCookie(url, cookie) {
      const [tough, { Cookie }] = await Promise.all([load(), import('tough-cookie')]);
      // A cookie for another domain than the URL's is refused with tough-cookie's reason.
      const stored = await tough.setCookie(
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
      await changed(tough);
      return stored ? toScriptCookie(stored) : null;
    },
    async removeCookies(url, name) {
      if (!loading) return;
      const tough = await loading;
      for (const cookie of await tough.getCookies(url)) {
        if (name === undefined || cookie.key === name)
          await tough.store.removeCookie(cookie.domain, cookie.path, cookie.key);
      }
      await changed(tough);
    },
    async list() {
      if (!loading) return [];
      const cookies = await (await loading).store.getAllCookies();
      return cookies.map(toStoredCookie).sort(byPlace);
    },
    async setLine(domain, line) {
      const [tough, { Cookie }] = await Promise.all([load(), import('tough-cookie')]);
      const parsed = Cookie.parse(line.trim());
      if (!parsed || parsed.key === '') {
        throw new CookieLineError('Write the cookie as name=value, then any attributes: name=value; Path=/; Expires=…');
      }
      const host = domain.replace(/^\./, '');
      let stored: ToughCookie | undefined;
      try {
        // As the domain's own secure page sets it, so a Secure or HttpOnly cookie is kept too.
        stored = await tough.setCookie(parsed, `https://${host}/`, { loose: true });
      } catch (thrown) {
        throw new CookieLineError(`This cookie cannot be kept for ${host}: ${(thrown as Error).message}`);
      }
      if (!stored) throw new CookieLineError(`This cookie cannot be kept for ${host}: it has already expired`);
      await changed(tough);
      return toStoredCookie(stored);
    },
    async remove(where) {
      if (!loading) return;
      const tough = await loading;
      if (!where) await tough.removeAllCookies();
      else if (where.name !== undefined && where.path !== undefined)
        await tough.store.removeCookie(where.domain, where.path, where.name);
      else await tough.store.removeCookies(where.domain, null);
      await changed(tough);
    },
    async serialize() {
      return (await load()).serialize();
    },
  };
  return jar;
}

/** The values of a response's Set-Cookie headers, in the server's order. */
export function setCookiesOf(headers: readonly Header[]): string[] {
  return headers.filter((header) => header.name.toLowerCase() === 'set-cookie').map((header) => header.value);
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

function toStoredCookie(cookie: ToughCookie): StoredCookie {
  return { ...toScriptCookie(cookie), domain: cookie.domain ?? '', path: cookie.path ?? '/', line: lineOf(cookie) };
}

/** The Set-Cookie line, with Domain only when the cookie names one (a host-only cookie does not). */
function lineOf(cookie: ToughCookie): string {
  const line = cookie.toString();
  return cookie.hostOnly ? line.replace(/; Domain=[^;]*/i, '') : line;
}

function byPlace(a: StoredCookie, b: StoredCookie): number {
  return a.domain.localeCompare(b.domain) || a.path.localeCompare(b.path) || a.name.localeCompare(b.name);
}
