// `pm.cookies.jar()`: Postman's cookie jar API over the run's jar, which the host keeps and whose
// cookies the requests send. Each method takes the URL the cookies belong to and answers through a
// callback or, without one, as a promise (hostCall.js).
import { cookieList } from './response.js';

/**
 * @typedef {import('../host.js').CookieJarCall} CookieJarCall
 * @typedef {import('../host.js').ScriptCookie} ScriptCookie
 * @typedef {import('./hostCall.js').HostCall} HostCall
 */

/**
 * A cookie object as a script writes one (`{ name, value, path, … }`, or Postman's `key` for the
 * name); `expires` is read as `new Date` reads it: a date, its text or a timestamp.
 * @typedef {{ name?: unknown, key?: unknown, value?: unknown, domain?: unknown, path?: unknown,
 *   expires?: string | number | Date, httpOnly?: unknown, secure?: unknown }} CookieFromScript
 */

/** @param {HostCall} call */
export function cookieJar(call) {
  /**
   * @template R, T
   * @param {() => CookieJarCall} makeCall
   * @param {unknown} callback
   * @param {(result: R) => T} toResult
   */
  const jarCall = (makeCall, callback, toResult) => call(() => ({ cookieJar: makeCall() }), callback, toResult);
  return {
    /**
     * The value of the URL's cookie with that name, or null.
     * @param {unknown} url
     * @param {unknown} name
     * @param {unknown} [callback]
     */
    get(url, name, callback) {
      return jarCall(
        () => ({ action: 'getAll', url: String(url) }),
        callback,
        /** @param {ScriptCookie[]} cookies */
        (cookies) => cookies.find((cookie) => cookie.name === String(name))?.value ?? null,
      );
    },
    /**
     * The URL's cookies as a list (`get`, `has`, `count`, `toObject`); options are accepted as Postman's are.
     * @param {unknown} url
     * @param {unknown} [options]
     * @param {unknown} [callback]
     */
    getAll(url, options, callback) {
      return jarCall(
        () => ({ action: 'getAll', url: String(url) }),
        typeof options === 'function' ? options : callback,
        /** @param {ScriptCookie[]} cookies */
        (cookies) => cookieList(cookies),
      );
    },
    /**
     * `set(url, name, value)`, `set(url, { name, value, path, … })` or `set(url, 'name=value; Path=/')`.
     * @param {unknown} url
     * @param {unknown} name
     * @param {unknown} [value]
     * @param {unknown} [callback]
     */
    set(url, name, value, callback) {
      const given = typeof value === 'function' ? undefined : value;
      return jarCall(
        () => ({ action: 'set', url: String(url), cookie: cookieToSet(name, given) }),
        typeof value === 'function' ? value : callback,
        /** @param {ScriptCookie | null} cookie */
        (cookie) => cookie,
      );
    },
    /**
     * @param {unknown} url
     * @param {unknown} name
     * @param {unknown} [callback]
     */
    unset(url, name, callback) {
      return jarCall(
        () => ({ action: 'unset', url: String(url), name: String(name) }),
        callback,
        () => undefined,
      );
    },
    /**
     * @param {unknown} url
     * @param {unknown} [callback]
     */
    clear(url, callback) {
      return jarCall(
        () => ({ action: 'clear', url: String(url) }),
        callback,
        () => undefined,
      );
    },
  };
}

/**
 * A cookie as the host takes it: fields of a cookie object, a name and value, or Set-Cookie text.
 * @param {unknown} name
 * @param {unknown} value
 * @returns {ScriptCookie | string}
 */
function cookieToSet(name, value) {
  if (name !== null && typeof name === 'object') {
    /** @type {CookieFromScript} */
    const cookie = name;
    const { domain, path, expires, httpOnly, secure } = cookie;
    return {
      name: String(cookie.name ?? cookie.key ?? ''),
      value: String(cookie.value ?? ''),
      ...(domain ? { domain: String(domain) } : {}),
      ...(path ? { path: String(path) } : {}),
      ...(expires ? { expires: new Date(expires).toISOString() } : {}),
      ...(httpOnly !== undefined ? { httpOnly: Boolean(httpOnly) } : {}),
      ...(secure !== undefined ? { secure: Boolean(secure) } : {}),
    };
  }
  return value === undefined || value === null ? String(name) : { name: String(name), value: String(value) };
}
