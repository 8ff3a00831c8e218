// `pm.cookies.jar()`: Postman's cookie jar API over the run's jar, which the host keeps and whose
// cookies the requests send. Each method takes the URL the cookies belong to and answers through a
// callback or, without one, as a promise (hostCall.js).
import { cookieList } from './response.js';

/** @param call (makeCall, callback, toResult) → the host call's promise */
export function cookieJar(call) {
  const jarCall = (makeCall, callback, toResult) => call(() => ({ cookieJar: makeCall() }), callback, toResult);
  return {
    /** The value of the URL's cookie with that name, or null. */
    get(url, name, callback) {
      return jarCall(
        () => ({ action: 'getAll', url: String(url) }),
        callback,
        (cookies) => cookies.find((cookie) => cookie.name === String(name))?.value ?? null,
      );
    },
    /** The URL's cookies as a list (`get`, `has`, `count`, `toObject`); options are accepted as Postman's are. */
    getAll(url, options, callback) {
      return jarCall(
        () => ({ action: 'getAll', url: String(url) }),
        typeof options === 'function' ? options : callback,
        (cookies) => cookieList(cookies),
      );
    },
    /** `set(url, name, value)`, `set(url, { name, value, path, … })` or `set(url, 'name=value; Path=/')`. */
    set(url, name, value, callback) {
      const given = typeof value === 'function' ? undefined : value;
      return jarCall(
        () => ({ action: 'set', url: String(url), cookie: cookieToSet(name, given) }),
        typeof value === 'function' ? value : callback,
        (cookie) => cookie,
      );
    },
    unset(url, name, callback) {
      return jarCall(
        () => ({ action: 'unset', url: String(url), name: String(name) }),
        callback,
        () => undefined,
      );
    },
    clear(url, callback) {
      return jarCall(
        () => ({ action: 'clear', url: String(url) }),
        callback,
        () => undefined,
      );
    },
  };
}

/** A cookie as the host takes it: fields of a cookie object, a name and value, or Set-Cookie text. */
function cookieToSet(name, value) {
  if (name !== null && typeof name === 'object') {
    const { domain, path, expires, httpOnly, secure } = name;
    return {
      name: String(name.name ?? name.key ?? ''),
      value: String(name.value ?? ''),
      ...(domain ? { domain: String(domain) } : {}),
      ...(path ? { path: String(path) } : {}),
      ...(expires ? { expires: new Date(expires).toISOString() } : {}),
      ...(httpOnly !== undefined ? { httpOnly: Boolean(httpOnly) } : {}),
      ...(secure !== undefined ? { secure: Boolean(secure) } : {}),
    };
  }
  return value === undefined || value === null ? String(name) : { name: String(name), value: String(value) };
}
