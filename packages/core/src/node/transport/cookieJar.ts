import { CookieJar, MemoryCookieStore } from 'tough-cookie';
import type { Header } from '../../model/response.js';
import type { Hop } from './exchange.js';

export type { CookieJar };

/**
 * A cookie jar for one run (RFC 6265): the runner creates one and passes it to the transport so
 * every request of the run shares it; scripts read it through pm.cookies.
 */
export function createCookieJar(): CookieJar {
  return new CookieJar();
}

/** Adds the jar's cookies for the hop's URL after any Cookie header the user wrote. */
export async function withJarCookies(jar: CookieJar, hop: Hop): Promise<Hop> {
  const stored = await cookieStringFor(jar, hop.url.href);
  if (stored === '') return hop;
  const own = hop.headers.find((header) => header.name.toLowerCase() === 'cookie');
  const others = hop.headers.filter((header) => header !== own);
  const value = own && own.value.trim() !== '' ? `${own.value}; ${stored}` : stored;
  return { ...hop, headers: [...others, { name: own?.name ?? 'Cookie', value }] };
}

/** Stores every Set-Cookie of a response; malformed or foreign-domain cookies are ignored, as browsers do. */
export async function storeResponseCookies(jar: CookieJar, url: URL, headers: Header[]): Promise<void> {
  for (const header of headers) {
    if (header.name.toLowerCase() === 'set-cookie') await jar.setCookie(header.value, url.href, { ignoreError: true });
  }
}

/**
 * Most requests of a run go out with an empty jar, and a lookup costs tens of microseconds per
 * request, so an empty in-memory store is answered without one.
 */
async function cookieStringFor(jar: CookieJar, url: string): Promise<string> {
  const store = jar.store;
  if (store instanceof MemoryCookieStore) {
    return Object.keys(store.idx).length === 0 ? '' : jar.getCookieStringSync(url);
  }
  return jar.getCookieString(url);
}
